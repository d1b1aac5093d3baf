import Foundation

/// A key of a US hardware keyboard: a `UIKeyboardHIDUsage` (usage page 0x07) in the ranges of a
/// keyboard's keys (0x04–0x73, and the modifiers 0xE0–0xE7). The usage is the one table; the
/// members (``letterA``, ``number1``, ``returnOrEnter``…, named as in lyft/Hammer) wrap it, and
/// the short ``name`` messages use is derived from the usage's name. `rawValue` is the usage code.
///
/// ```swift
/// try generator.keyPress(.returnOrEnter)
/// try generator.keyDown(.leftShift); try generator.keyPress(.letterA); try generator.keyUp(.leftShift)
/// KeyboardKey(usage: .keyboardA)   // .letterA; nil for a usage that is not a keyboard key
/// ```
public struct KeyboardKey: RawRepresentable, Hashable, CaseIterable, Sendable, CustomStringConvertible {
    /// The UIKit usage code of the key.
    public let usage: UIKeyboardHIDUsage

    /// The key with UIKit usage `usage`, or nil when the usage is not a key of a keyboard (an error
    /// code such as `keyboardErrorRollOver`, or a usage beyond the keyboard's ranges).
    public init?(usage: UIKeyboardHIDUsage) {
        guard Self.isKeyboardKey(usage.rawValue) else { return nil }
        self.usage = usage
    }

    /// The key with usage code `rawValue`, or nil when no keyboard key has that code.
    public init?(rawValue: Int) {
        guard let usage = UIKeyboardHIDUsage(rawValue: rawValue) else { return nil }
        self.init(usage: usage)
    }

    /// A member of the table in `KeyboardKey+Keys.swift` (its usage is a key).
    init(known usage: UIKeyboardHIDUsage) {
        self.usage = usage
    }

    /// The usage code.
    public var rawValue: Int { usage.rawValue }

    /// Every key, in usage order: every `UIKeyboardHIDUsage` that is a keyboard key.
    public static let allCases: [KeyboardKey] = UIKeyboardHIDUsage.allCases.compactMap(KeyboardKey.init(usage:))

    /// Whether the key is a modifier (Shift, Control, Option, Command).
    public var isModifier: Bool { Self.modifierRange.contains(rawValue) }

    /// The key's short name, derived from its usage's name: what messages and the agent's `key`
    /// command use (`a`, `digit1`, `f1`, `leftArrow`, `returnOrEnter`).
    public var name: String { Self.name(ofUsageNamed: String(describing: usage)) }

    /// The key's name.
    public var description: String { name }

    // MARK: Derivation

    /// Usage codes of the keys of a keyboard (below them: no event and error codes).
    private static let keyRange = 0x04...0x73
    /// Usage codes of the modifier keys.
    private static let modifierRange = 0xE0...0xE7

    /// Whether usage code `code` is a keyboard key.
    static func isKeyboardKey(_ code: Int) -> Bool {
        keyRange.contains(code) || modifierRange.contains(code)
    }

    /// The short name of the usage named `usageName`: without the `keyboard` prefix, first letter
    /// lowercased, digits as `digit1` (`keyboardA` → `a`, `keyboard1` → `digit1`, `keyboardF1` →
    /// `f1`, `keyboardLeftArrow` → `leftArrow`, `keypad1` → `keypad1`).
    static func name(ofUsageNamed usageName: String) -> String {
        guard usageName.hasPrefix("keyboard") else { return usageName }
        let rest = usageName.dropFirst("keyboard".count)
        guard let first = rest.first else { return usageName }
        if rest.count == 1, first.isNumber { return "digit" + rest }
        return first.lowercased() + rest.dropFirst()
    }
}
