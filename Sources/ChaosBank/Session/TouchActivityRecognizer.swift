import Foundation
import HeadlessUI

/// Notices every touch in the view it is attached to (the window, so every touch of the app)
/// without taking part: it fails at once, cancels nothing and delays nothing, so each touch goes on
/// to its view and to the other recognizers. The session timeout hears the user through it.
final class TouchActivityRecognizer: UIGestureRecognizer {
    /// Called when a touch begins.
    var onTouch: (@MainActor () -> Void)?

    /// A recognizer that calls `onTouch` for each touch.
    init(onTouch: @escaping @MainActor () -> Void) {
        self.onTouch = onTouch
        super.init()
        // kass:equivalent *: the recognizer fails at touch-down, so it never recognizes and cancels nothing either way
        cancelsTouchesInView = false
        // kass:equivalent *: the recognizer fails at touch-down, before any touch could end, so nothing is delayed either way
        delaysTouchesEnded = false
    }

    /// Reports the touch, then steps aside.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        onTouch?()
        state = .failed
    }
}
