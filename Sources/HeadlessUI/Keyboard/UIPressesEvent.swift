import Foundation

/// The presses of a hardware keyboard at one instant, as UIKit's `UIPressesEvent`.
///
/// Its ``UIEvent/type`` is ``UIEvent/EventType/presses``; ``allPresses`` holds every key down (or
/// going up) at that instant, the unchanged ones with phase ``UIPress/Phase-swift.enum/stationary``.
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    /// Every press in this event.
    public let allPresses: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>) {
        self.allPresses = presses
        super.init(type: .presses, timestamp: timestamp, touches: [])
    }

    /// Presses a gesture recognizer receives. HeadlessUI gesture recognizers do not take presses,
    /// so this is always empty.
    public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        []
    }
}
