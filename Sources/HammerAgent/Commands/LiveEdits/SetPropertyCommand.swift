import Foundation
import Hammer
import KassSupport

/// `set-property`: changes one property of a view live (alpha, isHidden, backgroundColor, text,
/// textColor, fontSize, layoutMargins…) to try a layout or style before writing it in code. The
/// original value is kept in the journal; `revert` restores it exactly.
struct SetPropertyCommand: AgentCommand {
    /// The arguments: the view, the property and the new value as text.
    struct Arguments: Decodable, Sendable {
        /// The view to change.
        var selector: ElementSelector
        /// The property's name.
        var property: String
        /// The new value, as text (`0.5`, `true`, `#FF8800`, `8,16,8,16`).
        var to: String

        private enum CodingKeys: String, CodingKey { case property, to }

        /// Decodes the selector keys, `property` and `to` from one object.
        init(from decoder: Decoder) throws {
            selector = try ElementSelector(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            property = try container.decode(String.self, forKey: .property)
            to = try container.decode(String.self, forKey: .to)
        }
    }

    /// What `set-property` answers: the journal entry.
    typealias Output = LiveEditJournal.Edit

    /// The descriptor.
    let descriptor = BuiltInCatalog.setProperty

    /// Creates the command.
    init() {}

    /// Applies the value and records the original.
    @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output {
        guard let property = LiveProperty(rawValue: arguments.property) else {
            let names = LiveProperty.allCases.map(\.rawValue)
            throw AgentCommandError.invalid(
                message: "set-property: '\(arguments.property)' is not a property it can change",
                hint: (NearMatchWording.didYouMean(NearMatchRanker.rankNames(arguments.property, among: names)).map { [$0] } ?? [])
                    + ["properties: \(names.joined(separator: ", "))"]
            )
        }
        let node = try context.element(arguments.selector, command: "set-property")
        guard let view = node.object as? UIView else {
            throw AgentCommandError.invalid(
                message: "set-property: \(node.description) is not a view (a \(node.className)), so it has no \(property.rawValue)",
                hint: ["inspect it to find the view that draws it"]
            )
        }
        let change = try property.apply(arguments.to, to: view)
        let edit = LiveEditJournal.Edit(
            name: "\(node.ref).\(property.rawValue)", target: node.description, property: property.rawValue,
            from: change.from, to: change.to
        )
        context.journal.record(edit, restore: change.restore)
        context.noteHit("set \(edit.name) from \(change.from) to \(change.to)")
        return context.journal.edits.first { $0.name == edit.name } ?? edit
    }
}
