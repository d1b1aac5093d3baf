import Foundation
import KassSupport

// The agent's server speaks the package's shared HTTP/1.1 layer (KassSupport's `HTTP/` folder); these
// names keep the agent's own vocabulary.

/// One HTTP request the agent's server accepted, after parsing and the security checks: the method is
/// GET or POST, the body is UTF-8, and the caller presented the token when one is set.
typealias AgentHTTPRequest = HTTPRequest
/// What an agent handler answers.
typealias AgentHTTPResponse = HTTPResponse
/// The agent's request parser.
typealias AgentHTTPRequestParser = HTTPRequestParser
/// Why bytes from a client are not a request the agent accepts.
typealias AgentHTTPParseError = HTTPParseError
/// Quoting of request text in the agent's messages and logs.
typealias AgentLogText = HTTPLogText

extension HTTPResponse {
    /// Encodes `object` as JSON (sorted keys) with `Content-Type: application/json`.
    /// An object that cannot be encoded becomes a 500 error that says why.
    static func json(_ object: some Encodable, status: Int = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            let body = try encoder.encode(object)
            return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
        } catch {
            return .error(
                status: 500,
                message: "the agent could not encode its answer as JSON: \(error)",
                hint: "this is a bug in the command that answered; report it with the command you ran")
        }
    }

    /// A JSON error body: `{"ok":false,"error":message,"hint":[lines of hint]}`.
    static func error(status: Int, message: String, hint: String?) -> HTTPResponse {
        let lines = hint.map { $0.split(separator: "\n").map(String.init) } ?? []
        return .json(ErrorBody(ok: false, error: message, hint: lines), status: status)
    }

    /// The wire form of the error body.
    private struct ErrorBody: Encodable {
        let ok: Bool
        let error: String
        let hint: [String]
    }
}
