import Foundation

/// `revert`: restores live edits to their original values exactly, newest first: all of them, or
/// the ones named (`e12.alpha,c4.constant`).
struct RevertCommand: AgentCommand {
    /// The arguments: which edits.
    struct Arguments: Decodable, Sendable {
        /// Comma-separated edit names; all edits when absent.
        var names: String?
    }

    /// What `revert` answers.
    struct Output: Codable, Sendable, Equatable {
        /// The edits undone, newest first.
        var reverted: [LiveEditJournal.Edit]
    }

    /// The descriptor.
    let descriptor = BuiltInCatalog.revert

    /// Creates the command.
    init() {}

    /// Restores the edits.
    @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output {
        let names = (arguments.names ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let reverted = try context.journal.revert(names)
        context.noteHit(reverted.isEmpty ? "nothing to revert" : "reverted \(reverted.map(\.name).joined(separator: ", "))")
        return Output(reverted: reverted)
    }
}
