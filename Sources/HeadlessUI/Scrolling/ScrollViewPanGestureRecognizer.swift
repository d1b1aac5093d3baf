import Foundation

/// The pan recognizer a ``UIScrollView`` scrolls with (UIKit's private `UIScrollViewPanGestureRecognizer`):
/// a `UIPanGestureRecognizer` that begins only when the finger travels more than the 10 pt hysteresis
/// along an axis the scroll view can scroll, so a vertical list nested in a horizontal pager leaves
/// sideways drags to the pager. It also tells the scroll view when fingers touch down and lift
/// (``UIScrollView/isTracking``).
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override init(handler: Handler? = nil) {
        super.init(handler: handler)
    }

    override func shouldBegin(withTranslation translation: CGPoint) -> Bool {
        guard let scrollView else { return super.shouldBegin(withTranslation: translation) }
        let horizontal = scrollView.canScrollHorizontally, vertical = scrollView.canScrollVertically
        switch (horizontal, vertical) {
        case (true, true): return super.shouldBegin(withTranslation: translation)
        case (true, false): return Swift.abs(translation.x) > hysteresis
        case (false, true): return Swift.abs(translation.y) > hysteresis
        case (false, false): return false
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.trackingBegan(with: touches)
    }

    /// Called once the gesture is over and every finger lifted: tracking ends.
    override func reset() {
        super.reset()
        scrollView?.trackingEnded()
    }
}
