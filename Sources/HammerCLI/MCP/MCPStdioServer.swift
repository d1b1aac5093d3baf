import Foundation

/// Runs an ``MCPSession`` over standard input and output, one message per line; logs go to standard
/// error. Returns when standard input ends (after answering the requests still running).
enum MCPStdioServer {
    /// Serves until end of input.
    static func run(
        _ session: MCPSession,
        log: @Sendable (String) -> Void = { FileHandle.standardError.write(Data("hammer mcp: \($0)\n".utf8)) }
    ) async {
        await run(
            session, readLine: { Swift.readLine(strippingNewline: true) },
            write: { FileHandle.standardOutput.write(Data($0.utf8)) }, log: log
        )
    }
}
