/// The output of `GET /v1/catalog`: every command's descriptor, built-ins first, then the app's
/// own in registration order.
package struct AgentCatalogOutput: Codable, Sendable, Equatable {
    /// Every command's descriptor.
    package var commands: [CommandDescriptor]

    /// The output listing `commands`.
    package init(commands: [CommandDescriptor]) {
        self.commands = commands
    }
}
