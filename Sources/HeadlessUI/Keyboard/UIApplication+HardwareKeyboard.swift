import Foundation

extension UIApplication {
    /// HeadlessUI: whether a hardware keyboard is attached (default `false`; launch with
    /// `-HeadlessUIHardwareKeyboard YES` to start with one).
    ///
    /// Like the Simulator's *I/O › Keyboard › Connect Hardware Keyboard*: while attached, keyboard
    /// HID events are accepted and the software keyboard stays hidden when a text input becomes
    /// first responder; while detached, ``HIDEventSystem/send(_:)`` refuses keyboard events with
    /// ``HIDEventError/hardwareKeyboardNotAttached``. Detaching cancels the keys held
    /// (`pressesCancelled`), stops key repeat, resets Caps Lock and drops queued keyboard events.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var isHardwareKeyboardAttached: Bool {
        get { eventSystem.hardwareKeyboard.isAttached }
        set {
            eventSystem.hardwareKeyboard.isAttached = newValue
            softwareKeyboardStorage?.hardwareKeyboardAttachmentDidChange()
        }
    }

    /// The modifier flags of the hardware keys held right now (and Caps Lock), as processed so far.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var hardwareKeyboardModifierFlags: UIKeyModifierFlags {
        eventSystem.hardwareKeyboard.modifierFlags
    }

    /// HeadlessUI's key repeat delay: a held key's text input repeats first this long after the key
    /// went down (0.5 s, a deliberate choice: iOS does not document it; 0.5 s is the usual typematic default).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    nonisolated public static let hardwareKeyRepeatInitialDelay: TimeInterval = 0.5

    /// HeadlessUI's key repeat interval after the first repeat (0.1 s, 10 characters per second,
    /// a deliberate choice like ``hardwareKeyRepeatInitialDelay``).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    nonisolated public static let hardwareKeyRepeatInterval: TimeInterval = 0.1
}

extension LaunchConfiguration {
    /// Launch argument (followed by `YES` or `NO`) that attaches a hardware keyboard at launch.
    public static let hardwareKeyboardArgument = "-HeadlessUIHardwareKeyboard"

    /// Whether the arguments attach a hardware keyboard.
    var hardwareKeyboardAttachedByArgument: Bool {
        guard let index = arguments.firstIndex(of: Self.hardwareKeyboardArgument), index + 1 < arguments.count else {
            return false
        }
        return ["YES", "1", "TRUE"].contains(arguments[index + 1].uppercased())
    }
}
