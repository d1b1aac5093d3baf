import Foundation

extension UIKeyboardHIDUsage {
    /// The modifier flag a modifier key holds while down (Caps Lock toggles instead, so it has none).
    var heldModifierFlag: UIKeyModifierFlags? {
        switch self {
        case .keyboardLeftShift, .keyboardRightShift: .shift
        case .keyboardLeftControl, .keyboardRightControl: .control
        case .keyboardLeftAlt, .keyboardRightAlt: .alternate
        case .keyboardLeftGUI, .keyboardRightGUI: .command
        default: nil
        }
    }

    /// Whether this is a modifier key (Shift, Control, Option, Command or Caps Lock): such keys change
    /// the modifier state and never produce text or key repeat.
    public var isModifierKey: Bool {
        self == .keyboardCapsLock || heldModifierFlag != nil
    }

    /// Whether the key is on the numeric keypad (its presses carry ``UIKeyModifierFlags/numericPad``).
    public var isKeypadKey: Bool {
        (UIKeyboardHIDUsage.keypadNumLock.rawValue...UIKeyboardHIDUsage.keypadPeriod.rawValue).contains(rawValue)
            || self == .keypadEqualSign
    }

    /// The name and hexadecimal code, for messages: `keyboardReturnOrEnter (0x28)`.
    var messageName: String {
        "\(self) (\(Self.hex(rawValue)))"
    }

    /// A usage code in the `0x28` style.
    static func hex(_ code: Int) -> String {
        code < 0 ? "\(code)" : "0x" + String(code, radix: 16, uppercase: true).leftPadded(to: 2)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
