import Foundation

/// When the software keyboard turns shift on by itself, from the input's
/// `autocapitalizationType` and what the keyboard typed since the input became first responder.
///
/// A plain ``UIKeyInput`` offers no text context beyond `hasText`, so the rule reads the keyboard's
/// own typing: `.sentences` shifts on an empty input and after ". ", "! ", "? " or a new line;
/// `.words` on an empty input and after a space or new line; `.allCharacters` always; `.none` never.
enum AutomaticCapitalization {
    /// Whether shift should be on for the next letter.
    static func shouldShift(_ type: UITextAutocapitalizationType, hasText: Bool, typed: String) -> Bool {
        switch type {
        case .none: return false
        case .allCharacters: return true
        case .words:
            guard hasText else { return true }
            return typed.last == " " || typed.last == "\n"
        case .sentences:
            guard hasText else { return true }
            if typed.last == "\n" { return true }
            guard typed.last == " " else { return false }
            let beforeSpaces = typed.reversed().drop { $0 == " " }.first
            return beforeSpaces.map { ".!?\n".contains($0) } ?? false
        }
    }
}
