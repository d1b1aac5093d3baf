import Foundation

/// One physical key held on a hardware keyboard, alive from key-down to key-up, as UIKit's `UIPress`.
///
/// The same object is reported for the whole press; while another key changes, this one is reported
/// with phase ``Phase-swift.enum/stationary``.
@preconcurrency @MainActor
public final class UIPress: Hashable, @MainActor CustomStringConvertible {
    /// The phase of a press, as UIKit's `UIPress.Phase`.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began
        /// The press changed (its force, for analog buttons; keyboard keys never change).
        case changed
        /// The key is held but did not change in this event.
        case stationary
        /// The key went up.
        case ended
        /// The system cancelled the press (the keyboard was detached).
        case cancelled
    }

    /// What was pressed, as UIKit's `UIPress.PressType`.
    ///
    /// UIKit reports remote and game-controller buttons here; keyboard arrows and page keys map to
    /// their press types. Other keyboard keys report ``keyboardKey`` (a HeadlessUI value: read
    /// ``UIPress/key`` for them, as in UIKit).
    public struct PressType: RawRepresentable, Hashable, Sendable {
        /// The raw value (UIKit's numbers).
        public let rawValue: Int
        /// Creates a press type.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Up arrow (0).
        public static let upArrow = PressType(rawValue: 0)
        /// Down arrow (1).
        public static let downArrow = PressType(rawValue: 1)
        /// Left arrow (2).
        public static let leftArrow = PressType(rawValue: 2)
        /// Right arrow (3).
        public static let rightArrow = PressType(rawValue: 3)
        /// Select (4).
        public static let select = PressType(rawValue: 4)
        /// Menu (5).
        public static let menu = PressType(rawValue: 5)
        /// Play/pause (6).
        public static let playPause = PressType(rawValue: 6)
        /// Page up (30).
        public static let pageUp = PressType(rawValue: 30)
        /// Page down (31).
        public static let pageDown = PressType(rawValue: 31)
        /// HeadlessUI: any other keyboard key (-1); its ``UIPress/key`` says which.
        public static let keyboardKey = PressType(rawValue: -1)

        /// The press type a keyboard key reports.
        static func forKey(_ usage: UIKeyboardHIDUsage) -> PressType {
            switch usage {
            case .keyboardUpArrow: .upArrow
            case .keyboardDownArrow: .downArrow
            case .keyboardLeftArrow: .leftArrow
            case .keyboardRightArrow: .rightArrow
            case .keyboardPageUp: .pageUp
            case .keyboardPageDown: .pageDown
            default: .keyboardKey
            }
        }
    }

    /// The phase.
    public internal(set) var phase: Phase
    /// Runtime seconds of the last change.
    public internal(set) var timestamp: TimeInterval
    /// What was pressed.
    public let type: PressType
    /// The keyboard key (always set for hardware keyboard presses).
    public let key: UIKey?
    /// The force: 1 while a key is down, 0 once it is up (keyboard keys are digital).
    public internal(set) var force: CGFloat
    /// The key window when the key went down.
    public internal(set) weak var window: UIWindow?
    /// The responder the press was delivered to (the first responder when the key went down).
    public internal(set) weak var responder: UIResponder?

    /// Whether the keyboard system already handled the key-down (key command or text input).
    var systemHandledKeyDown = false

    init(key: UIKey, timestamp: TimeInterval, window: UIWindow?, responder: UIResponder?) {
        self.key = key
        self.type = PressType.forKey(key.keyCode)
        self.phase = .began
        self.timestamp = timestamp
        self.force = 1
        self.window = window
        self.responder = responder
    }

    /// Identity equality.
    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    /// Identity hash.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `UIPress(began, keyboardA (0x04) "a" [none])`.
    public var description: String {
        "UIPress(\(phase), \(key.map(\.description) ?? "no key"))"
    }
}
