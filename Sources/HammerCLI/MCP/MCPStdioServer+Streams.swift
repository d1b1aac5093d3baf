import Foundation

extension MCPStdioServer {
    /// Serves `session` over any line source and sink (the tool's streams, or a test's): each line
    /// read is one message, each reply is written as one line. Lines are read on a thread of their
    /// own and handed to ``MCPSession/receive(line:send:)``, so a slow tool call never stops the
    /// reading: `ping`, other calls and `notifications/cancelled` are taken meanwhile. At end of
    /// input the requests still running are answered, then it returns.
    static func run(
        _ session: MCPSession,
        readLine: @escaping @Sendable () -> String?,
        write: @escaping @Sendable (String) -> Void,
        log: @Sendable (String) -> Void
    ) async {
        log("ready on stdio")
        let lines = AsyncStream<String> { continuation in
            let reader = Thread {
                while let line = readLine() { continuation.yield(line) }
                continuation.finish()
            }
            reader.name = "hammer-mcp-input"
            reader.start()
        }
        for await line in lines {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            await session.receive(line: line) { reply in write(reply + "\n") }
        }
        await session.finishRunningRequests()
        log("input closed; stopping")
    }
}
