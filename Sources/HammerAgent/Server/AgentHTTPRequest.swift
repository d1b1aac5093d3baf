import Foundation

/// One HTTP request the agent server accepted, after parsing and the security checks.
///
/// The server only hands over requests that passed every rule, so a handler can trust that the
/// method is GET or POST, the body is UTF-8, and the caller presented the token when one is set.
///
/// ```swift
/// let request = AgentHTTPRequest(method: "POST", path: "/commands/tap", body: Data(#"{"x":1}"#.utf8))
/// ```
public struct AgentHTTPRequest: Sendable, Equatable {
    /// The method, as sent (`GET` or `POST` once the server hands it over).
    public var method: String
    /// The path, percent-decoded, without the query (`/commands/tap`).
    public var path: String
    /// The query parameters, percent-decoded (`+` is a space); a repeated key keeps its last value.
    public var query: [String: String]
    /// The headers, names lowercased; repeated headers are joined with ", ".
    public var headers: [String: String]
    /// The body, exactly `Content-Length` bytes (empty without one).
    public var body: Data

    /// Makes a request, for handlers' tests and for the parser.
    public init(
        method: String,
        path: String,
        query: [String: String] = [:],
        headers: [String: String] = [:],
        body: Data = Data()
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }
}
