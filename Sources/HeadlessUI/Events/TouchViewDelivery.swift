import Foundation

/// What a touch's view has received: a pure record the delivery logic consults so that each
/// phase reaches the view at most once and in order.
struct TouchViewDelivery: Equatable {
    /// `touchesBegan` reached the view.
    var beganDelivered = false
    /// `touchesEnded` or `touchesCancelled` reached the view, or the view will never hear of it.
    var finished = false
    /// Phases held back by a delaying recognizer, in order.
    var held: [UITouch.Phase] = []
    /// The view does not receive this touch at all (it is not multiple-touch enabled and already has one).
    var suppressed = false
}
