/// Why the server answered a connection itself instead of calling the handler.
///
/// Every refusal is answered with a JSON error body (``AgentHTTPResponse/error(status:message:hint:)``)
/// and logged as `hammer agent: refused <status> <peer>: <message>`.
enum AgentRefusal: Error, Equatable, Sendable {
    /// A header only browsers send (`Origin`, `Referer`, `Cookie`, `Sec-Fetch-*`): a web page is calling.
    case browserHeader(String)
    /// A `Host` that is not loopback while the agent is loopback-only (DNS rebinding).
    case foreignHost(String)
    /// No `Host` header (required by HTTP/1.1 and by the rebinding check).
    case missingHost
    /// A token is configured and the request has no `Authorization: Bearer` header.
    case missingToken
    /// A token is configured and the request presented another one.
    case wrongToken
    /// A method other than GET or POST.
    case methodNotAllowed(String)
    /// The bytes were not an acceptable HTTP request.
    case malformed(AgentHTTPParseError)
    /// The client did not send its whole request within the read timeout.
    case timedOut(seconds: Double)
    /// Every connection slot is taken.
    case tooManyConnections(limit: Int)

    /// The HTTP status of the answer.
    var status: Int {
        switch self {
        case .browserHeader, .foreignHost: 403
        case .missingHost: 400
        case .missingToken, .wrongToken: 401
        case .methodNotAllowed: 405
        case let .malformed(error): error.status
        case .timedOut: 408
        case .tooManyConnections: 503
        }
    }

    /// What was wrong.
    var message: String {
        switch self {
        case let .browserHeader(name):
            "the request has a \(name) header, which only browsers send; the agent never answers web pages"
        case let .foreignHost(host):
            "Host '\(AgentLogText.quoted(host))' is not loopback (possible DNS rebinding)"
        case .missingHost:
            "the request has no Host header"
        case .missingToken:
            "the agent requires a token and the request has no 'Authorization: Bearer' header"
        case .wrongToken:
            "the token in the Authorization header is not the agent's token"
        case let .methodNotAllowed(method):
            "method '\(AgentLogText.quoted(method))' is not allowed"
        case let .malformed(error):
            error.message
        case let .timedOut(seconds):
            "the request did not arrive within \(seconds) s"
        case let .tooManyConnections(limit):
            "the agent is already serving \(limit) connections"
        }
    }

    /// How to make a request the agent accepts.
    var hint: String {
        let token = HammerAgentModule.tokenVariable
        switch self {
        case .browserHeader:
            return "call the agent from the `hammer` tool or a script, not from a browser"
        case .foreignHost:
            return "connect to 127.0.0.1, localhost or [::1]; to reach the app from another machine, start "
                + "the agent with allowsRemoteConnections and a token"
        case .missingHost:
            return "send 'Host: 127.0.0.1:<port>'"
        case .missingToken, .wrongToken:
            return "set \(token) to the app's token and send 'Authorization: Bearer <token>'"
        case .methodNotAllowed:
            return "use GET to read and POST to run a command"
        case let .malformed(error):
            return error.hint
        case .timedOut:
            return "send the whole request at once, right after connecting"
        case .tooManyConnections:
            return "retry in a moment, or close idle connections to the agent"
        }
    }

    /// The JSON answer, with `WWW-Authenticate` on 401 and `Allow` on 405.
    var response: AgentHTTPResponse {
        var response = AgentHTTPResponse.error(status: status, message: message, hint: hint)
        switch self {
        case .missingToken, .wrongToken: response.headers["WWW-Authenticate"] = "Bearer"
        case .methodNotAllowed: response.headers["Allow"] = "GET, POST"
        default: break
        }
        return response
    }
}
