/// HammerProtocol: what both ends of the agent's wire share, and nothing that touches a UI.
///
/// The in-app agent (`HammerAgent`) and the `hammer` tool (`HammerCLI`, its MCP server) both read
/// and write these shapes: command and parameter descriptors (``CommandDescriptor``), the answer
/// envelope (``AgentCommandResult``, ``AgentCommandError``), the JSON value and its strict parser
/// (``AgentJSONValue``), the built-in command catalog as data, the HTTP routes and the environment
/// variables that say where the agent listens. It depends on Foundation and `KassSupport` only, so
/// the `hammer` executable links no UI stack. `HammerAgent` re-exports it: an app that imports
/// `HammerAgent` writes its commands with these types directly.
package enum AgentEnvironment {
    /// The default port the agent listens on (`HAMMER_AGENT_PORT` overrides it).
    package static let defaultPort = 9876
    /// The environment variable that sets the port, for the app and for the tool.
    package static let portVariable = "HAMMER_AGENT_PORT"
    /// The environment variable that makes a token mandatory, for the app and for the tool.
    package static let tokenVariable = "HAMMER_AGENT_TOKEN"
}
