import Foundation

/// The rules a parsed request must pass before the handler sees it; a pure function of the request.
///
/// In order: nothing a browser sends (`Origin`, `Referer`, `Cookie`, `Sec-Fetch-*`) → 403; a `Host`
/// that is not loopback unless remote connections are allowed → 403 (DNS rebinding); the bearer
/// token when one is configured → 401; GET or POST only → 405.
struct AgentSecurityPolicy: Sendable {
    /// The token every request must present, if any.
    var token: String?
    /// Whether any `Host` is accepted (the agent then listens beyond loopback, with a token).
    var allowsRemoteConnections: Bool

    /// Makes the policy of a server configuration.
    init(token: String?, allowsRemoteConnections: Bool) {
        self.token = token
        self.allowsRemoteConnections = allowsRemoteConnections
    }

    /// Why `request` is refused, or nil when the handler may see it.
    func refusal(for request: AgentHTTPRequest) -> AgentRefusal? {
        for name in request.headers.keys.sorted() where Self.isBrowserHeader(name) {
            return .browserHeader(Self.displayName(name))
        }
        guard let host = request.headers["host"] else { return .missingHost }
        if !allowsRemoteConnections, !Self.isLoopbackHost(host) { return .foreignHost(host) }
        if let token {
            guard let authorization = request.headers["authorization"] else { return .missingToken }
            guard let presented = Self.bearerToken(authorization),
                  Self.constantTimeEquals(presented, token) else { return .wrongToken }
        }
        guard request.method == "GET" || request.method == "POST" else { return .methodNotAllowed(request.method) }
        return nil
    }

    /// Whether a lowercased header name is one only browsers send.
    static func isBrowserHeader(_ name: String) -> Bool {
        name == "origin" || name == "referer" || name == "cookie" || name.hasPrefix("sec-fetch-")
    }

    /// `sec-fetch-site` → `Sec-Fetch-Site`, for messages.
    static func displayName(_ name: String) -> String {
        name.split(separator: "-", omittingEmptySubsequences: false).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: "-")
    }

    /// Whether `host` is `127.0.0.1`, `localhost` or `[::1]`, optionally with a numeric port.
    static func isLoopbackHost(_ host: String) -> Bool {
        let lowered = host.lowercased()
        for name in ["127.0.0.1", "localhost", "[::1]"] where lowered.hasPrefix(name) {
            let rest = lowered.dropFirst(name.count)
            if rest.isEmpty { return true }
            guard rest.first == ":" else { continue }
            let port = rest.dropFirst()
            return !port.isEmpty && port.count <= 5 && port.utf8.allSatisfy { (0x30...0x39).contains($0) }
        }
        return false
    }

    /// The credentials of `Bearer <token>` (scheme case-insensitive), or nil for another scheme.
    static func bearerToken(_ authorization: String) -> String? {
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }

    /// Compares two strings in time that depends only on their lengths, not on where they differ.
    static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        var difference = UInt8(left.count == right.count ? 0 : 1)
        let count = max(left.count, right.count)
        for index in 0..<count {
            let leftByte = index < left.count ? left[index] : 0
            let rightByte = index < right.count ? right[index] : 0
            difference |= leftByte ^ rightByte
        }
        return difference == 0
    }
}

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
