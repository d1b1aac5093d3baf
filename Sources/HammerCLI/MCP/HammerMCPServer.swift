import Foundation
import HammerProtocol

/// `hammer mcp`: an ``MCPSession`` over ``HammerToolProvider``, served on the tool's standard input
/// and output; logs go to standard error.
enum HammerMCPServer {
    /// What the server tells the client about using its tools.
    static let instructions = """
        These tools drive a running app through its Hammer agent. Work in a loop: describe (read the \
        screen and the element refs), act (tap, type-text, swipe, key), wait for what the next step needs, \
        and screenshot to look. Refs (e12) go stale when the element is removed: describe again. A failed \
        call says why and how to fix it.
        """

    /// A session for `client`.
    static func session(client: AgentClient) -> MCPSession {
        MCPSession(provider: HammerToolProvider(client: client), serverName: "hammer", serverVersion: "0.1.0", instructions: instructions)
    }

    /// Serves until standard input ends.
    static func serve(client: AgentClient, streams: HammerStreams) async {
        await MCPStdioServer.run(
            session(client: client), readLine: streams.readLine, write: streams.writeOutput,
            log: { streams.writeError("hammer mcp: \($0)\n") }
        )
    }
}
