import Foundation

/// `changes`: the live edits in force, oldest first, with their original values.
struct ChangesCommand: AgentCommand {
    /// What `changes` answers.
    struct Output: Codable, Sendable, Equatable {
        /// The edits in force.
        var changes: [LiveEditJournal.Edit]
    }

    /// The descriptor.
    let descriptor = BuiltInCatalog.changes

    /// Creates the command.
    init() {}

    /// Reads the journal.
    @MainActor func run(_ arguments: NoArguments, in context: AgentContext) async throws -> Output {
        Output(changes: context.journal.edits)
    }
}
