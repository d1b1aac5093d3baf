import Foundation

/// A responder that accepts typed text, as UIKit's `UIKeyInput`.
///
/// When the first responder conforms and a hardware key-down reaches the keyboard system (nothing in
/// the responder chain consumed it in `pressesBegan`, and no key command with
/// ``UIKeyCommand/wantsPriorityOverSystemBehavior`` matched), the key becomes text input:
///
/// | key | call |
/// |---|---|
/// | letters, digits, punctuation, space, keypad | `insertText(key.characters)` |
/// | Return, keypad Enter | `insertText("\n")` (a text field turns this into "should return") |
/// | Tab | `insertText("\t")` (UIKit text fields move focus instead; that is the field's job) |
/// | Delete (backspace) | `deleteBackward()` |
///
/// Keys held with Command or Control are not text; they go to key commands.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts typed text at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection).
    func deleteBackward()
}

/// HeadlessUI hook for text inputs that handle more keys than ``UIKeyInput`` can express — arrows,
/// Home/End, forward delete, select-all — the way UIKit's text system handles them for its own
/// fields. It runs at the text-input step, before the default mapping and before ordinary key commands.
///
/// Return `true` when the key was handled: the default mapping is skipped and the key repeats while
/// held. Return `false` to let the default mapping and key commands see it.
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public protocol TextInputKeyHandling: UIKeyInput {
    /// Handles a key-down (also called for each key repeat). Returns whether it was handled.
    func handleTextInputKey(_ key: UIKey) -> Bool
}
