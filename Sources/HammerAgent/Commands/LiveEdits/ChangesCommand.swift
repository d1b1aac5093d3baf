import Foundation

/// `changes`: the live edits in force, oldest first, with their original values.
public struct ChangesCommand: AgentCommand {
    /// What `changes` answers.
    public struct Output: Codable, Sendable, Equatable {
        /// The edits in force.
        public var changes: [LiveEditJournal.Edit]
    }

    /// The descriptor.
    public let descriptor = CommandDescriptor(
        name: "changes",
        summary: "Lists the live edits in force (set-property, set-constraint) with their original values.",
        examples: ["{}"]
    )

    /// Creates the command.
    public init() {}

    /// Reads the journal.
    @MainActor public func run(_ arguments: NoArguments, in context: AgentContext) async throws -> Output {
        Output(changes: context.journal.edits)
    }
}
