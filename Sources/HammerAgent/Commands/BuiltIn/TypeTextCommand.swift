import Foundation
import Hammer

/// `type-text`: types text on the keyboard into the focused field, or into the field given (tapped
/// first to focus it). `replace` selects all (command-A) and deletes it first. The output reads the field
/// back, so a field that refused or reformatted the text shows it.
struct TypeTextCommand: AgentCommand {
    /// The arguments: the text, whether to replace, and optionally the field.
    struct Arguments: Decodable, Sendable {
        /// The field to type into (focused first); empty for the focused one.
        var selector: ElementSelector
        /// The text to type.
        var text: String
        /// Whether to delete the field's text first.
        var replace: Bool?

        private enum CodingKeys: String, CodingKey { case text, replace }

        /// Decodes the selector keys, `text` and `replace` from one object.
        init(from decoder: Decoder) throws {
            selector = try ElementSelector(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = try container.decode(String.self, forKey: .text)
            replace = try container.decodeIfPresent(Bool.self, forKey: .replace)
        }
    }

    /// What `type-text` answers: the field's text afterwards.
    struct Output: Codable, Sendable, Equatable {
        /// The focused field's text after typing (nil when it is not a text field or view).
        var value: String?
    }

    /// The descriptor.
    let descriptor = BuiltInCatalog.typeText

    /// The most characters typed by one command (each is a key press the app processes).
    static let maximumLength = 10_000

    /// Creates the command.
    init() {}

    /// Focuses the field when given, clears it when asked, types, and reads the text back.
    @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output {
        guard arguments.text.count <= Self.maximumLength else {
            throw AgentCommandError.badArgument(
                key: "text", command: "type-text",
                reason: "has \(arguments.text.count) characters; type at most \(Self.maximumLength) at once"
            )
        }
        let generator = try await context.generator()
        var fieldName: String
        if arguments.selector.isEmpty {
            guard let focused = context.snapshot().focused else {
                throw AgentCommandError.failed(
                    message: "type-text has nowhere to type: no element is focused",
                    hint: ["give the field, for example {\"identifier\":\"transfer.amount\",\"text\":\"12\"}, or tap it first"]
                )
            }
            fieldName = focused.description
        } else {
            let target = try context.target(arguments.selector, command: "type-text")
            fieldName = target.description
            if context.snapshot().focused.map({ $0.description }) != target.description {
                try await generator.fingerTap(at: target.point)
            }
            guard context.snapshot().focused != nil else {
                throw AgentCommandError.failed(
                    message: "tapping \(target.description) did not focus it, so there is nowhere to type",
                    hint: ["give a text field or text view (describe shows them as textField, textView)"]
                )
            }
        }
        if arguments.replace == true, Self.text(of: context.snapshot().focused?.object)?.isEmpty == false {
            // Select all (command-A) and delete, as a user with a hardware keyboard would: it clears
            // the field wherever the tap put the cursor.
            try await generator.keyDown(.leftGUI)
            try await generator.keyPress(.letterA)
            try await generator.keyUp(.leftGUI)
            try await generator.keyPress(.deleteOrBackspace)
        }
        try await generator.keyType(arguments.text)
        let value = Self.text(of: context.snapshot().focused?.object)
        fieldName = context.snapshot().focused?.description ?? fieldName
        context.noteHit("typed \"\(arguments.text)\" into \(fieldName)" + (value.map { ", which now reads \"\($0)\"" } ?? ""))
        return Output(value: value)
    }

    /// The text of a text field or text view.
    @MainActor static func text(of object: AnyObject?) -> String? {
        if let field = object as? UITextField { return field.text ?? "" }
        if let view = object as? UITextView { return view.text ?? "" }
        return nil
    }
}
