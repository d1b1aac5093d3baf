import Foundation

/// `revert`: restores live edits to their original values exactly, newest first: all of them, or
/// the ones named (`e12.alpha,c4.constant`).
public struct RevertCommand: AgentCommand {
    /// The arguments: which edits.
    public struct Arguments: Decodable, Sendable {
        /// Comma-separated edit names; all edits when absent.
        public var names: String?
    }

    /// What `revert` answers.
    public struct Output: Codable, Sendable, Equatable {
        /// The edits undone, newest first.
        public var reverted: [LiveEditJournal.Edit]
    }

    /// The descriptor.
    public let descriptor = CommandDescriptor(
        name: "revert",
        summary: "Restores live edits to their original values: all, or the ones named (as changes lists them).",
        parameters: [
            ParameterDescriptor(name: "names", type: .string, summary: "Comma-separated edit names (e12.alpha,c4.constant); all edits when absent."),
        ],
        examples: ["{}", #"{"names":"e12.alpha"}"#],
        isMutating: true
    )

    /// Creates the command.
    public init() {}

    /// Restores the edits.
    @MainActor public func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output {
        let names = (arguments.names ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let reverted = try context.journal.revert(names)
        context.noteHit(reverted.isEmpty ? "nothing to revert" : "reverted \(reverted.map(\.name).joined(separator: ", "))")
        return Output(reverted: reverted)
    }
}
