import Foundation

/// A keyboard shortcut and the closure it runs, as UIKit's `UIKeyCommand` (closure-based, since
/// HeadlessUI has no selectors).
///
/// Responders list their commands in ``UIResponder/keyCommands``. On a key-down that no responder
/// consumed in `pressesBegan`, the keyboard system looks for a matching command on the responder
/// chain from the first responder up; the first match wins and runs once. As on iOS 15 and later,
/// the text input system sees the key first (a letter typed into a text input is text, not a
/// shortcut) unless the command sets ``wantsPriorityOverSystemBehavior``.
///
/// ```swift
/// override var keyCommands: [UIKeyCommand]? {
///     [UIKeyCommand(input: "f", modifierFlags: .command) { [weak self] _ in self?.search() }]
/// }
/// ```
@preconcurrency @MainActor
open class UIKeyCommand {
    /// The key's characters to match (`"s"`, `"?"`, or a special input such as ``inputUpArrow``).
    public let input: String?
    /// The modifier keys that must be held, exactly (Caps Lock and the keypad flag are ignored).
    public let modifierFlags: UIKeyModifierFlags
    /// The title shown in menus and the discoverability overlay.
    open var title: String
    /// An alternative title for the discoverability overlay.
    open var discoverabilityTitle: String?
    /// Run before the text input system sees the key (UIKit default `false`, iOS 15 and later).
    open var wantsPriorityOverSystemBehavior = false
    /// What the command does.
    public let action: @MainActor (UIKeyCommand) -> Void

    /// Creates a command. An empty `input` is reported as a runtime issue and never matches.
    public init(
        title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
        discoverabilityTitle: String? = nil, action: @escaping @MainActor (UIKeyCommand) -> Void
    ) {
        if input.isEmpty {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "UIKeyCommand", property: "input",
                reason: "the input is empty, so the command can never match. Pass the key's characters (\"s\") or a special input such as "
                    + "UIKeyCommand.inputUpArrow."
            ))
        }
        self.title = title
        self.input = input.isEmpty ? nil : input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.action = action
    }

    /// Creates a command, as UIKit's `UIKeyCommand(input:modifierFlags:action:)`.
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: @escaping @MainActor (UIKeyCommand) -> Void
    ) {
        self.init(title: "", input: input, modifierFlags: modifierFlags, action: action)
    }

    /// Whether a key-down with `key` triggers this command: the same relevant modifiers, and the
    /// input equals the key's characters with or without modifiers (letters compare case-insensitively).
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let relevant = UIKeyModifierFlags.commandRelevant
        guard modifierFlags.intersection(relevant) == key.modifierFlags.intersection(relevant) else { return false }
        let wanted = input.lowercased()
        return wanted == key.charactersIgnoringModifiers.lowercased() || wanted == key.characters.lowercased()
    }

    // MARK: Input strings for special keys (UIKit's values)

    /// The up arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The forward-delete key (⌦). Backspace produces `"\u{8}"`.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// F1.
    nonisolated public static let f1 = "UIKeyInputF1"
    /// F2.
    nonisolated public static let f2 = "UIKeyInputF2"
    /// F3.
    nonisolated public static let f3 = "UIKeyInputF3"
    /// F4.
    nonisolated public static let f4 = "UIKeyInputF4"
    /// F5.
    nonisolated public static let f5 = "UIKeyInputF5"
    /// F6.
    nonisolated public static let f6 = "UIKeyInputF6"
    /// F7.
    nonisolated public static let f7 = "UIKeyInputF7"
    /// F8.
    nonisolated public static let f8 = "UIKeyInputF8"
    /// F9.
    nonisolated public static let f9 = "UIKeyInputF9"
    /// F10.
    nonisolated public static let f10 = "UIKeyInputF10"
    /// F11.
    nonisolated public static let f11 = "UIKeyInputF11"
    /// F12.
    nonisolated public static let f12 = "UIKeyInputF12"
}
