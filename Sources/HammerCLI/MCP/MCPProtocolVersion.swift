/// The MCP protocol revisions the server speaks, and how it answers a client's request for one.
enum MCPProtocolVersion {
    /// Revisions with the `initialize` handshake that this server implements, oldest first.
    static let supported = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]

    /// The newest supported revision.
    static var latest: String { supported[supported.count - 1] }

    /// The revision to answer with: the client's when supported; otherwise the newest supported one
    /// (the client then decides whether it can go on).
    static func negotiate(requested: String) -> String {
        supported.contains(requested) ? requested : latest
    }
}
