import Foundation

/// The two fingers a pinch or rotation follows: the first two to touch down take part, later ones
/// are ignored, and the gesture is over when both have lifted.
@MainActor
struct TwoFingerPair {
    private(set) var touches: [UITouch] = []

    /// The two fingers when both are down.
    var activePair: (first: UITouch, second: UITouch)? {
        let down = touches.filter(\.isActive)
        guard down.count == 2 else { return nil }
        return (down[0], down[1])
    }

    /// Whether every finger of the pair has lifted (or been cancelled).
    var allLifted: Bool { !touches.contains(where: \.isActive) }

    /// Admits new touches in identity order: up to two take part and the rest are returned, to be
    /// ignored. `formedPair` tells whether two fingers are now down together because of this call.
    mutating func admit(_ newTouches: Set<UITouch>) -> (formedPair: Bool, rejected: [UITouch]) {
        var formedPair = false
        var rejected: [UITouch] = []
        for touch in newTouches.sorted(by: { $0.identity < $1.identity }) {
            touches.removeAll { !$0.isActive }
            if touches.count >= 2 {
                rejected.append(touch)
                continue
            }
            touches.append(touch)
            if activePair != nil { formedPair = true }
        }
        return (formedPair, rejected)
    }

    /// Forgets the fingers (on reset).
    mutating func removeAll() { touches.removeAll() }
}

extension UIGestureRecognizer {
    /// Finishes a continuous two-finger gesture once both fingers lifted: `.ended` (with the end
    /// velocity computed by `endVelocity`) when it had begun, `.failed` when it had not.
    func finishWhenBothLifted(_ pair: TwoFingerPair, endVelocity: () -> Void) {
        guard pair.allLifted else { return }
        if state.isActive {
            endVelocity()
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }
}
