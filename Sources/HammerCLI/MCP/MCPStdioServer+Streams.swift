import Foundation

extension MCPStdioServer {
    /// Serves `session` over any line source and sink (the tool's streams, or a test's): each line
    /// read is one message, each reply is written as one line. Returns at end of input.
    public static func run(
        _ session: MCPSession,
        readLine: @Sendable () -> String?,
        write: @Sendable (String) -> Void,
        log: @Sendable (String) -> Void
    ) async {
        log("ready on stdio")
        while let line = readLine() {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if let reply = await session.handle(line: line) {
                write(reply + "\n")
            }
        }
        log("input closed; stopping")
    }
}
