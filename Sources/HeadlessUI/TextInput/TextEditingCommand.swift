import Foundation

/// What a hardware key does in a text input, as UIKit's text system interprets it: the mapping
/// is pure, so it is tested on its own; text fields and text views perform the result.
///
/// | key | command |
/// |---|---|
/// | ← → | move one character (a selection collapses to its start or end) |
/// | ⌥← ⌥→ | move by word |
/// | ⌘← ⌘→, Home, End | the start or end of the line (the document in a text field) |
/// | ↑ ↓ | a line up or down (a text field: the start or end) |
/// | ⌘↑ ⌘↓ | the start or end of the document |
/// | Shift with any of these | extends the selection instead |
/// | ⌘A | select all |
/// | Delete forward (⌦) | delete the character after the caret |
/// | ⌥⌫ | delete the word before the caret |
/// | Tab, ⇧Tab | next or previous field (text fields); a text view types a tab |
enum TextEditingCommand: Equatable {
    /// How far a movement goes.
    enum Granularity: Equatable {
        case character, word, line, document
    }

    /// Move the caret (or extend the selection) backward or forward.
    case move(forward: Bool, by: Granularity, extending: Bool)
    /// A line up or down (keeps the caret's x in a text view).
    case moveVertically(down: Bool, extending: Bool)
    /// Select the whole document.
    case selectAll
    /// Delete the character after the caret (or the selection).
    case deleteForward
    /// Delete the word before the caret (or the selection).
    case deleteWordBackward
    /// Move focus to the next (or previous) text input.
    case focusNext(backward: Bool)

    /// The command `key` triggers in a text input (`multiline` for text views), or `nil` when the
    /// key is not an editing key (letters, Return, Delete, and shortcuts go elsewhere).
    static func command(for key: UIKey, multiline: Bool) -> TextEditingCommand? {
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        let command = flags.contains(.command)
        let option = flags.contains(.alternate)
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let forward = key.keyCode == .keyboardRightArrow
            let granularity: Granularity = command ? (multiline ? .line : .document) : option ? .word : .character
            return .move(forward: forward, by: granularity, extending: extending)
        case .keyboardUpArrow, .keyboardDownArrow:
            let down = key.keyCode == .keyboardDownArrow
            if command || !multiline { return .move(forward: down, by: .document, extending: extending) }
            return .moveVertically(down: down, extending: extending)
        case .keyboardHome, .keyboardEnd:
            return .move(forward: key.keyCode == .keyboardEnd, by: multiline ? .line : .document, extending: extending)
        case .keyboardA where command && !option && !flags.contains(.control):
            return .selectAll
        case .keyboardDeleteForward:
            return .deleteForward
        case .keyboardDeleteOrBackspace where option && !command:
            return .deleteWordBackward
        case .keyboardTab where !command && !option && !flags.contains(.control):
            return multiline ? nil : .focusNext(backward: extending)
        default:
            return nil
        }
    }
}
