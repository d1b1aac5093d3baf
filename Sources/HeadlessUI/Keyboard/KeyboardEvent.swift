import Foundation

/// One key going down or up on a hardware keyboard, as the HID system reports it.
///
/// The usage code is raw so that a client can send any number; ``HIDEventSystem/send(_:)`` refuses
/// codes that are not a ``UIKeyboardHIDUsage``, a key lifted that is not down, a key pressed twice,
/// and any key while no hardware keyboard is attached.
///
/// ```swift
/// try app.eventSystem.send(.keyboard(KeyboardEvent(key: .keyboardA, phase: .down)))
/// try app.eventSystem.send(.keyboard(KeyboardEvent(key: .keyboardA, phase: .up)))
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
public struct KeyboardEvent: Sendable, Equatable {
    /// What happened to the key.
    public enum Phase: Sendable, Equatable {
        /// The key went down.
        case down
        /// The key went up.
        case up
    }

    /// The HID usage code (usage page 0x07).
    public var usage: Int
    /// Down or up.
    public var phase: Phase

    /// Creates an event from a raw usage code.
    public init(usage: Int, phase: Phase) {
        self.usage = usage
        self.phase = phase
    }

    /// Creates an event for a known key.
    public init(key: UIKeyboardHIDUsage, phase: Phase) {
        self.init(usage: key.rawValue, phase: phase)
    }
}
