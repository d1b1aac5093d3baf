import Foundation

/// The US keyboard layout HeadlessUI uses to turn key codes and modifiers into characters, and
/// characters back into keystrokes (for drivers that type text).
///
/// - Letters: Shift **or** Caps Lock gives capitals (as on iPadOS and macOS, Shift does not undo
///   Caps Lock).
/// - Digits and punctuation: Shift gives the symbol on the key (`1` → `!`, `-` → `_`, `/` → `?`);
///   Caps Lock does not affect them.
/// - Control, Option and Command do not change the characters (the Option layer — `å`, `∫` — and
///   dead keys are not modelled).
/// - Keys without text report UIKit's special input strings (``UIKeyCommand/inputLeftArrow``...);
///   Return reports `"\r"`, Tab `"\t"`, Delete (backspace) `"\u{8}"`; modifier and lock keys report `""`.
/// - Keypad keys type their digit or operator regardless of Shift (Num Lock is always on).
public enum USKeyboardLayout {
    /// The characters `usage` produces with `modifierFlags` held.
    public static func characters(for usage: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags) -> String {
        let shift = modifierFlags.contains(.shift)
        if let letter = letter(for: usage) {
            return shift || modifierFlags.contains(.alphaShift) ? letter.uppercased() : letter
        }
        if let pair = symbolPairs[usage] {
            return shift ? pair.shifted : pair.base
        }
        return fixedCharacters[usage] ?? ""
    }

    /// The key and modifiers that type `character`, or `nil` when the US layout cannot type it.
    /// `"\n"`, `"\r"` and `"\r\n"` are Return.
    public static func keystroke(for character: Character) -> (usage: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags)? {
        reverseTable[character]
    }

    // MARK: Tables

    private static func letter(for usage: UIKeyboardHIDUsage) -> String? {
        let offset = usage.rawValue - UIKeyboardHIDUsage.keyboardA.rawValue
        guard (0..<26).contains(offset) else { return nil }
        return String(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(offset))))
    }

    private static let symbolPairs: [UIKeyboardHIDUsage: (base: String, shifted: String)] = [
        .keyboard1: ("1", "!"), .keyboard2: ("2", "@"), .keyboard3: ("3", "#"), .keyboard4: ("4", "$"),
        .keyboard5: ("5", "%"), .keyboard6: ("6", "^"), .keyboard7: ("7", "&"), .keyboard8: ("8", "*"),
        .keyboard9: ("9", "("), .keyboard0: ("0", ")"),
        .keyboardHyphen: ("-", "_"), .keyboardEqualSign: ("=", "+"),
        .keyboardOpenBracket: ("[", "{"), .keyboardCloseBracket: ("]", "}"),
        .keyboardBackslash: ("\\", "|"), .keyboardNonUSPound: ("\\", "|"), .keyboardNonUSBackslash: ("\\", "|"),
        .keyboardSemicolon: (";", ":"), .keyboardQuote: ("'", "\""), .keyboardGraveAccentAndTilde: ("`", "~"),
        .keyboardComma: (",", "<"), .keyboardPeriod: (".", ">"), .keyboardSlash: ("/", "?"),
        .keyboardSpacebar: (" ", " "),
    ]

    private static let fixedCharacters: [UIKeyboardHIDUsage: String] = [
        .keyboardReturnOrEnter: "\r", .keypadEnter: "\r", .keyboardTab: "\t", .keyboardDeleteOrBackspace: "\u{8}",
        .keyboardEscape: UIKeyCommand.inputEscape, .keyboardDeleteForward: UIKeyCommand.inputDelete,
        .keyboardUpArrow: UIKeyCommand.inputUpArrow, .keyboardDownArrow: UIKeyCommand.inputDownArrow,
        .keyboardLeftArrow: UIKeyCommand.inputLeftArrow, .keyboardRightArrow: UIKeyCommand.inputRightArrow,
        .keyboardHome: UIKeyCommand.inputHome, .keyboardEnd: UIKeyCommand.inputEnd,
        .keyboardPageUp: UIKeyCommand.inputPageUp, .keyboardPageDown: UIKeyCommand.inputPageDown,
        .keyboardF1: UIKeyCommand.f1, .keyboardF2: UIKeyCommand.f2, .keyboardF3: UIKeyCommand.f3,
        .keyboardF4: UIKeyCommand.f4, .keyboardF5: UIKeyCommand.f5, .keyboardF6: UIKeyCommand.f6,
        .keyboardF7: UIKeyCommand.f7, .keyboardF8: UIKeyCommand.f8, .keyboardF9: UIKeyCommand.f9,
        .keyboardF10: UIKeyCommand.f10, .keyboardF11: UIKeyCommand.f11, .keyboardF12: UIKeyCommand.f12,
        .keypadSlash: "/", .keypadAsterisk: "*", .keypadHyphen: "-", .keypadPlus: "+", .keypadPeriod: ".",
        .keypadEqualSign: "=", .keypad1: "1", .keypad2: "2", .keypad3: "3", .keypad4: "4", .keypad5: "5",
        .keypad6: "6", .keypad7: "7", .keypad8: "8", .keypad9: "9", .keypad0: "0",
    ]

    private static let reverseTable: [Character: (usage: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags)] = {
        var table: [Character: (usage: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags)] = [:]
        for usage in UIKeyboardHIDUsage.allCases where !usage.isKeypadKey {
            if let letter = letter(for: usage), let lower = letter.first, let upper = letter.uppercased().first {
                table[lower] = (usage, [])
                table[upper] = (usage, .shift)
            }
        }
        // The main keys win over the ISO duplicates of backslash, so iterate in a fixed order.
        let symbolKeys = symbolPairs.keys.sorted { $0.rawValue > $1.rawValue }
        for usage in symbolKeys {
            guard let pair = symbolPairs[usage], let base = pair.base.first, let shifted = pair.shifted.first else { continue }
            table[base] = (usage, [])
            if shifted != base { table[shifted] = (usage, .shift) }
        }
        table["\r"] = (.keyboardReturnOrEnter, [])
        table["\n"] = (.keyboardReturnOrEnter, [])
        table["\r\n"] = (.keyboardReturnOrEnter, [])
        table["\t"] = (.keyboardTab, [])
        return table
    }()
}
