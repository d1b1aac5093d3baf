import Foundation

/// Holds `touchesBegan` back from a scroll view's content while the scroll view decides whether a
/// touch is a scroll (UIKit's private `UIScrollViewDelayedTouchesBeganGestureRecognizer`). It never
/// recognizes: it fails, which releases the held touches, when
/// - ``UIScrollView/contentTouchDelay`` (0.15 s) passes with the finger down,
/// - the finger lifts first (began and ended then reach the content together, so a quick tap works),
/// - the finger moves more than 10 pt along an axis the scroll view cannot scroll, or
/// - at once, when ``UIScrollView/delaysContentTouches`` is false or scrolling is disabled.
///
/// Just before releasing it asks ``UIScrollView/touchesShouldBegin(_:with:in:)``; content the scroll
/// view refuses never hears of the touch. When the pan starts scrolling first, the held touches are
/// dropped by the pan's `cancelsTouchesInView`, so the content never sees them.
@MainActor
final class ScrollViewDelayedTouchesRecognizer: UIGestureRecognizer {
    weak var scrollView: UIScrollView?
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]

    override init(handler: Handler? = nil) {
        super.init(handler: handler)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    /// Never stops another recognizer.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// The scroll view's pan recognizing does not release the held touches (it drops them).
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        guard let scrollView, state == .possible else { return }
        guard scrollView.delaysContentTouches, scrollView.isScrollEnabled else {
            release(with: event)
            return
        }
        if timers.isEmpty {
            scheduleTimer(after: UIScrollView.contentTouchDelay, label: "content touch delay") { [weak self] in
                self?.release(with: GestureArena.current?.lastEvent)
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, state == .possible else { return }
        let limit = UIScrollView.contentTouchReleaseDistance
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            let location = touch.location(in: nil)
            let dx = Swift.abs(location.x - start.x), dy = Swift.abs(location.y - start.y)
            if (dx > limit && !scrollView.canScrollHorizontally) || (dy > limit && !scrollView.canScrollVertically) {
                release(with: event)
                return
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        release(with: event)
    }

    override func reset() {
        super.reset()
        startLocations.removeAll()
    }

    /// Asks the scroll view about the content, then fails so the held touches flow.
    private func release(with event: UIEvent?) {
        guard state == .possible else { return }
        scrollView?.contentTouchesWillBegin(trackedTouches, with: event)
        state = .failed
    }
}
