import Foundation

extension KeyboardKey {
    /// The key that types `character` on a US layout, and whether Shift is needed; `nil` when no
    /// key types it (emoji, accented letters). `"\n"` and `"\r"` are Return, `"\t"` is Tab. The
    /// layout is the runtime's one US layout (HeadlessUI's `USKeyboardLayout`, through the
    /// platform seam), so typed text and the characters keys report agree.
    public static func keystroke(for character: Character) -> (key: KeyboardKey, needsShift: Bool)? {
        guard let stroke = PlatformKeyboardLayout.keystroke(for: character), let key = KeyboardKey(usage: stroke.usage) else {
            return nil
        }
        return (key, stroke.needsShift)
    }

    /// The key for `character`, whatever Shift state it needs (`"a"` and `"A"` are ``letterA``;
    /// `"!"` is ``number1``).
    public init?(character: Character) {
        guard let stroke = KeyboardKey.keystroke(for: character) else { return nil }
        self = stroke.key
    }
}
