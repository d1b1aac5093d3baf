@_exported import HammerProtocol

/// HammerAgent: lets scripts and AI agents drive a running app through Hammer.
///
/// ``HammerAgent`` runs inside a debug build of the app: an HTTP server on loopback (`Server/`) that
/// refuses anything a web page could send, and a catalog of commands (`Commands/`) that run on the
/// main actor through `EventGenerator`, waiting for each event to be processed. The `hammer` command
/// line and its MCP server talk to it. The wire shapes both sides share (descriptors, the answer
/// envelope, the JSON value, the built-in catalog) live in `HammerProtocol`, which this module
/// re-exports.
public enum HammerAgentModule {
    /// The default port the agent listens on (`HAMMER_AGENT_PORT` overrides it).
    public static let defaultPort = AgentEnvironment.defaultPort
    /// The environment variable that sets the port, for the app and for the tool.
    public static let portVariable = AgentEnvironment.portVariable
    /// The environment variable that makes a token mandatory, for the app and for the tool.
    public static let tokenVariable = AgentEnvironment.tokenVariable
}
