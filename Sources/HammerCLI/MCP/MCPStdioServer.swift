import Foundation

/// Runs an ``MCPSession`` over standard input and output, one message per line; logs go to standard
/// error. Returns when standard input ends.
public enum MCPStdioServer {
    /// Serves until end of input.
    public static func run(_ session: MCPSession, log: @Sendable (String) -> Void = { FileHandle.standardError.write(Data("hammer mcp: \($0)\n".utf8)) }) async {
        log("ready on stdio")
        while let line = readLine(strippingNewline: true) {
            if let reply = await session.handle(line: line) {
                FileHandle.standardOutput.write(Data((reply + "\n").utf8))
            }
        }
        log("input closed; stopping")
    }
}
