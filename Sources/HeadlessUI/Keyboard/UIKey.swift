import Foundation

/// A key on a hardware keyboard and the text it produces, as UIKit's `UIKey`.
///
/// ```swift
/// override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
///     guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
///     if key.keyCode == .keyboardEscape { dismiss() } else { super.pressesBegan(presses, with: event) }
/// }
/// ```
///
/// Characters follow a US layout (``USKeyboardLayout``). Keys without text (arrows, Escape, Home,
/// function keys) report UIKit's special input strings such as ``UIKeyCommand/inputLeftArrow``;
/// modifier keys report empty strings.
public final class UIKey: Sendable, CustomStringConvertible {
    /// The HID usage code of the key.
    public let keyCode: UIKeyboardHIDUsage
    /// The text the key produces with the modifiers that were held (Shift and Caps Lock applied).
    public let characters: String
    /// The text the key produces with no modifier at all (`"a"` for ⇧A, `"1"` for `!`).
    public let charactersIgnoringModifiers: String
    /// The modifier keys held when the key went down (a modifier key includes its own flag).
    public let modifierFlags: UIKeyModifierFlags

    /// Creates a key; characters default to what the US layout produces for the code and modifiers.
    public init(
        keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = [],
        characters: String? = nil, charactersIgnoringModifiers: String? = nil
    ) {
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
        self.characters = characters ?? USKeyboardLayout.characters(for: keyCode, modifierFlags: modifierFlags)
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? USKeyboardLayout.characters(for: keyCode, modifierFlags: [])
    }

    /// `keyboardA (0x04) "A" [shift]`.
    public var description: String {
        "\(keyCode.messageName) \(characters.debugDescription) [\(modifierFlags)]"
    }
}
