import Foundation

/// A set of touches at one instant, as UIKit's `UIEvent`; key presses come as its subclass `UIPressesEvent`.
@preconcurrency @MainActor
public class UIEvent {
    /// The kind of event, as UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        /// Touches.
        case touches
        /// Motion.
        case motion
        /// Remote control.
        case remoteControl
        /// Hardware key presses.
        case presses
    }

    /// The kind of event.
    public let type: EventType
    /// Runtime seconds when the event happened.
    public let timestamp: TimeInterval
    /// Every touch down (or ending) at this instant, across windows.
    public let allTouches: Set<UITouch>?

    init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch>) {
        self.type = type
        self.timestamp = timestamp
        self.allTouches = touches
    }

    /// Touches delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        let matching = (allTouches ?? []).filter { $0.view === view }
        return matching.isEmpty ? nil : matching
    }

    /// Touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        let matching = (allTouches ?? []).filter { $0.window === window }
        return matching.isEmpty ? nil : matching
    }

    /// Touches a gesture recognizer is tracking.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        let matching = (allTouches ?? []).filter { touch in touch.gestureRecognizers.contains { $0 === gestureRecognizer } }
        return matching.isEmpty ? nil : matching
    }

    /// Windows whose touches are in this event, in a stable order.
    var windowsInvolved: [UIWindow] {
        var seen: [UIWindow] = []
        for touch in (allTouches ?? []).sorted(by: { $0.identity < $1.identity }) {
            if let window = touch.window, !seen.contains(where: { $0 === window }) { seen.append(window) }
        }
        return seen
    }
}
