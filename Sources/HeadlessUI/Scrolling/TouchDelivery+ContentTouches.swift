import Foundation

extension TouchDelivery {
    /// Keeps a touch from its view for good, before the view heard of it: held phases are dropped
    /// and no later phase is delivered. Used by scroll views for content that
    /// `touchesShouldBegin(_:with:in:)` refuses and for the touch that stops a deceleration.
    static func withholdFromView(_ touch: UITouch) {
        guard !touch.viewDelivery.beganDelivered, !touch.viewDelivery.finished else { return }
        touch.viewDelivery.held.removeAll()
        touch.viewDelivery.finished = true
        GestureArena.current?.touchesWithHeldPhases.removeAll { $0 === touch }
    }
}
