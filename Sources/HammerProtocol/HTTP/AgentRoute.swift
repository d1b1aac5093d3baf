/// The agent's HTTP paths, as the server routes them and the tool requests them.
///
/// | request | answer |
/// |---|---|
/// | `GET /v1/status` | the `status` command |
/// | `GET /v1/catalog` | `{"ok":true,"output":{"commands":[descriptor…]}}` (``AgentCatalogOutput``) |
/// | `POST /v1/commands/<name>` | the command's envelope (``AgentCommandResult``) |
package enum AgentRoute {
    /// `GET`: the `status` command.
    package static let status = "/v1/status"
    /// `GET`: every command's descriptor.
    package static let catalog = "/v1/catalog"
    /// `POST` with the command's name after it: runs the command.
    package static let commandPrefix = "/v1/commands/"

    /// The path that runs `command`.
    package static func command(_ command: String) -> String {
        commandPrefix + command
    }
}
