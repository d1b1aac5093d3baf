import Foundation

/// The pan a sheet is swiped down with (UIKit's private sheet interaction).
///
/// It recognizes alongside the pans of vertical scroll views inside the sheet. While a vertical scroll view
/// under the finger is not pulled past its top edge, its content scrolls and the sheet waits; once a
/// downward drag pulls the content past the top edge (at once when the content is at its top, or
/// after scrolling back to it), the scroll view hands the rest of the gesture to the sheet: the
/// content stays at its top edge and the sheet follows the pull
/// (``UIScrollView/handDragToSheetIfPulledPastTop()``).
@MainActor
final class SheetDismissalPanGestureRecognizer: UIPanGestureRecognizer {
    /// Whether the sheet claimed this gesture (it follows the finger, or reported an attempt to dismiss).
    var hasClaimedGesture = false
    /// The scroll view that handed this gesture to the sheet; the sheet follows its pull past the top edge.
    weak var handingScrollView: UIScrollView?

    override func recognizesSimultaneously(with otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollPan = otherGestureRecognizer as? ScrollViewPanGestureRecognizer,
              let scrollView = scrollPan.scrollView, let sheet = view
        else { return false }
        // A scroll view that only scrolls sideways keeps its drags: its pan prevents the sheet's.
        return scrollView.canScrollVertically && scrollView.isDescendant(of: sheet)
    }

    /// Scroll views inside the sheet, nearest first, that can scroll vertically under this gesture's
    /// touches and whose pan has not failed: the sheet waits for one of them to hand the gesture over.
    var verticalScrollViewsUnderTouches: [UIScrollView] {
        guard let sheet = view else { return [] }
        var result: [UIScrollView] = []
        for touch in trackedTouches {
            var current = touch.view
            while let candidate = current, candidate !== sheet {
                if let scrollView = candidate as? UIScrollView, scrollView.isScrollEnabled, scrollView.canScrollVertically,
                   scrollView.panGestureRecognizer.trackedTouches.contains(where: { $0 === touch }),
                   scrollView.panGestureRecognizer.state != .failed, scrollView.panGestureRecognizer.state != .cancelled,
                   !result.contains(where: { $0 === scrollView }) {
                    result.append(scrollView)
                }
                current = candidate.superview
            }
        }
        return result
    }

    /// Whether this recognizer tracks one of `touches`, and may still take a gesture over.
    func mayTakeOver(touchesOf other: UIGestureRecognizer) -> Bool {
        guard isEnabled, state == .possible || state.isActive else { return false }
        return trackedTouches.contains { touch in other.trackedTouches.contains { $0 === touch } }
    }

    override func reset() {
        super.reset()
        hasClaimedGesture = false
        handingScrollView = nil
    }
}
