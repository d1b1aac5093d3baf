import Foundation
import Hammer
import KassSupport

/// `set-property`: changes one property of a view live (alpha, isHidden, backgroundColor, text,
/// textColor, fontSize, layoutMargins…) to try a layout or style before writing it in code. The
/// original value is kept in the journal; `revert` restores it exactly.
public struct SetPropertyCommand: AgentCommand {
    /// The arguments: the view, the property and the new value as text.
    public struct Arguments: Decodable, Sendable {
        /// The view to change.
        public var selector: ElementSelector
        /// The property's name.
        public var property: String
        /// The new value, as text (`0.5`, `true`, `#FF8800`, `8,16,8,16`).
        public var to: String

        private enum CodingKeys: String, CodingKey { case property, to }

        /// Decodes the selector keys, `property` and `to` from one object.
        public init(from decoder: Decoder) throws {
            selector = try ElementSelector(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            property = try container.decode(String.self, forKey: .property)
            to = try container.decode(String.self, forKey: .to)
        }
    }

    /// What `set-property` answers: the journal entry.
    public typealias Output = LiveEditJournal.Edit

    /// The descriptor.
    public let descriptor = CommandDescriptor(
        name: "set-property",
        summary: "Changes a view's property live (\(LiveProperty.allCases.map(\.rawValue).joined(separator: ", "))); revert restores the original.",
        parameters: [
            ParameterDescriptor(name: "property", type: .string, required: true, summary: "The property: \(LiveProperty.allCases.map(\.rawValue).joined(separator: ", "))."),
            ParameterDescriptor(name: "to", type: .string, required: true, summary: "The new value as text: 0.5, true, #FF8800, systemBlue, none, 8,16,8,16, or the text itself."),
        ] + ElementSelector.elementParameters,
        examples: [#"{"ref":"e12","property":"alpha","to":"0.5"}"#, ##"{"identifier":"home.send","property":"backgroundColor","to":"#FF8800"}"##],
        isMutating: true
    )

    /// Creates the command.
    public init() {}

    /// Applies the value and records the original.
    @MainActor public func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output {
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
