import Foundation

/// The live edits made by `set-property` and `set-constraint`, each with what restores its original
/// value exactly. Editing the same property twice keeps the first original; `revert` restores the
/// newest edits first.
@MainActor
final class LiveEditJournal {
    /// One live edit, as `changes` lists it.
    struct Edit: Codable, Sendable, Equatable {
        /// The edit's name (`e12.alpha`, `c4.constant`), which `revert` takes.
        var name: String
        /// What was edited (`button "Send" #home.send [ref=e12]`).
        var target: String
        /// The property (`alpha`, `constant`).
        var property: String
        /// The original value, as text.
        var from: String
        /// The value now, as text.
        var to: String
    }

    private var entries: [(edit: Edit, restore: @MainActor () -> Void)] = []

    /// Creates an empty journal.
    init() {}

    /// Every edit in force, oldest first.
    var edits: [Edit] { entries.map(\.edit) }

    /// Records an edit. When `name` was edited before, the first original and its restore are kept.
    func record(_ edit: Edit, restore: @escaping @MainActor () -> Void) {
        if let index = entries.firstIndex(where: { $0.edit.name == edit.name }) {
            entries[index].edit.to = edit.to
        } else {
            entries.append((edit, restore))
        }
    }

    /// Restores the edits named (all when `names` is empty), newest first, and forgets them.
    /// Throws ``AgentCommandError/badArgument(key:command:reason:)`` naming an edit that is not in force.
    @discardableResult
    func revert(_ names: [String]) throws(AgentCommandError) -> [Edit] {
        for name in names where !entries.contains(where: { $0.edit.name == name }) {
            let known = entries.map(\.edit.name)
            throw .badArgument(
                key: "names", command: "revert",
                reason: "names '\(name)', which is not a change in force"
                    + (known.isEmpty ? " (there are none)" : "; changes: \(known.joined(separator: ", "))")
            )
        }
        var reverted: [Edit] = []
        for index in entries.indices.reversed() where names.isEmpty || names.contains(entries[index].edit.name) {
            entries[index].restore()
            reverted.append(entries[index].edit)
            entries.remove(at: index)
        }
        return reverted
    }
}
