import Foundation

extension UIGestureRecognizer {
    /// The state of a gesture recognizer, as UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not yet recognized (the default).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete gesture was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture failed.
        case failed

        /// Discrete recognizers report `.recognized`, which is `.ended`.
        public static var recognized: State { .ended }

        /// The state's name.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the recognizer is done with this gesture.
        public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

        /// Whether the gesture is being recognized (it has begun and not finished).
        public var isActive: Bool { self == .began || self == .changed }
    }
}

/// The legal transitions of a gesture recognizer, as UIKit enforces them. A pure value type, tested
/// on its own; the recognizer asks it before applying a state change.
///
/// - Note: HeadlessUI only; not in UIKit.
struct GestureStateMachine: Equatable, Sendable {
    /// The current state.
    private(set) var state: UIGestureRecognizer.State = .possible

    /// Creates a machine in `.possible`.
    init() {}

    /// Whether `from → to` is allowed. UIKit allows: possible → began/ended(recognized)/failed;
    /// began/changed → changed/ended/cancelled; and re-setting `.possible` (reset) from anywhere.
    static func isLegal(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State) -> Bool {
        switch (from, to) {
        case (_, .possible): return true
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }

    /// Applies a transition; returns false (and leaves the state alone) when it is illegal.
    @discardableResult
    mutating func transition(to newState: UIGestureRecognizer.State) -> Bool {
        guard Self.isLegal(from: state, to: newState) else { return false }
        state = newState
        return true
    }
}
