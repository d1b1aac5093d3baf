import Foundation

/// One parsed HTTP request, as a server built on ``HTTPRequestParser`` hands it to its handler (the
/// agent's server and the ChaosBank API server; each adds its own checks before its handler runs).
///
/// ```swift
/// let request = HTTPRequest(method: "POST", path: "/commands/tap", body: Data(#"{"x":1}"#.utf8))
/// ```
package struct HTTPRequest: Sendable, Equatable {
    /// The method, as sent (`GET` or `POST` once the server hands it over).
    package var method: String
    /// The path, percent-decoded, without the query (`/commands/tap`).
    package var path: String
    /// The query parameters, percent-decoded (`+` is a space); a repeated key keeps its last value.
    package var query: [String: String]
    /// The headers, names lowercased; repeated headers are joined with ", ".
    package var headers: [String: String]
    /// The body, exactly `Content-Length` bytes (empty without one).
    package var body: Data

    /// Makes a request, for handlers' tests and for the parser.
    package init(
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

/// What a handler answers; ``serialized()`` adds `Content-Length`, `Connection: close` and safety headers.
///
/// ```swift
/// HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data("{}".utf8))
/// ```
package struct HTTPResponse: Sendable, Equatable {
    /// The status code (200, 400, ...).
    package var status: Int
    /// Extra headers. `Content-Length` and `Connection` are the server's; CORS headers are never sent.
    package var headers: [String: String]
    /// The body bytes.
    package var body: Data

    /// Makes a response from its parts.
    package init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

extension HTTPResponse {
    /// The standard reason phrase for the status line.
    package static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }

    /// Header names the server sets itself or never sends (CORS), dropped from handler headers.
    private static func isReserved(_ lowercasedName: String) -> Bool {
        lowercasedName == "content-length" || lowercasedName == "connection"
            || lowercasedName == "transfer-encoding" || lowercasedName.hasPrefix("access-control-")
    }

    /// Keeps only characters that cannot split a header (no CR, LF or other controls).
    private static func headerSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
    }

    /// The bytes sent on the wire: status line, headers (handler's, sanitized, then the server's), body.
    package func serialized() -> [UInt8] {
        let code = (100...999).contains(status) ? status : 500
        var head = "HTTP/1.1 \(code) \(Self.reasonPhrase(for: code))\r\n"
        var names: Set<String> = []
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            let safeName = Self.headerSafe(name).filter { $0 != ":" && $0 != " " }
            let lowered = safeName.lowercased()
            guard !safeName.isEmpty, !Self.isReserved(lowered), names.insert(lowered).inserted else { continue }
            head += "\(safeName): \(Self.headerSafe(value))\r\n"
        }
        if !names.contains("content-type") { head += "Content-Type: application/json\r\n" }
        if !names.contains("cache-control") { head += "Cache-Control: no-store\r\n" }
        if !names.contains("x-content-type-options") { head += "X-Content-Type-Options: nosniff\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + Array(body)
    }
}
