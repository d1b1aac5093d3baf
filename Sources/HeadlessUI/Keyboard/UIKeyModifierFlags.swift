import Foundation

/// The modifier keys held during a key press, as UIKit's `UIKeyModifierFlags` (same bit values).
///
/// ```swift
/// UIKeyCommand(input: "s", modifierFlags: .command) { _ in save() }
/// ```
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits.
    public let rawValue: Int

    /// Creates flags from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on (1 << 16).
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key is down (1 << 17).
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// A Control key is down (1 << 18).
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// An Option (Alt) key is down (1 << 19).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// A Command key is down (1 << 20).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad (1 << 21).
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags that take part in matching a ``UIKeyCommand``: Caps Lock and the keypad flag do not.
    static let commandRelevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// The flag names joined by `+`, for messages (`command+shift`), or `none`.
    public var description: String {
        let names: [(UIKeyModifierFlags, String)] = [
            (.alphaShift, "alphaShift"), (.shift, "shift"), (.control, "control"),
            (.alternate, "alternate"), (.command, "command"), (.numericPad, "numericPad"),
        ]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "none" : present.joined(separator: "+")
    }
}
