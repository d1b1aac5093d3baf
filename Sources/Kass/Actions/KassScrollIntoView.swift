import Foundation
import Hammer

/// Brings an element that is scrolled out of view into view by swiping its nearest scroll
/// container through the engine, as a user would (never by setting offsets).
@MainActor
struct KassScrollIntoView {
    /// The scroll view to swipe and the drag that moves the content towards the element, or `nil`
    /// when the element is not inside a scroll view that can bring it into view.
    static func plan(
        for node: AccessibilitySnapshot.Node, in snapshot: AccessibilitySnapshot
    ) -> (scrollView: UIScrollView, from: CGPoint, to: CGPoint)? {
        guard let scrollView = nearestScrollView(of: node, in: snapshot), let window = scrollView.window else { return nil }
        let visible = scrollView.convert(scrollView.bounds, to: window).intersection(window.bounds)
        guard !visible.isNull, visible.width > 20, visible.height > 20 else { return nil }
        let target = node.frame
        // Drag at most 60 % of the visible size per swipe, only as far as needed to centre the element.
        let dy = direction(target.midY, visible.minY, visible.maxY) * min(abs(target.midY - visible.midY), visible.height * 0.6)
        let dx = direction(target.midX, visible.minX, visible.maxX) * min(abs(target.midX - visible.midX), visible.width * 0.6)
        guard dx != 0 || dy != 0 else { return nil }
        let start = CGPoint(x: visible.midX + dx / 2, y: visible.midY + dy / 2)
        let end = CGPoint(x: visible.midX - dx / 2, y: visible.midY - dy / 2)
        return (scrollView, start, end)
    }

    /// +1 when the position is past the far edge (content must move towards the start), -1 before
    /// the near edge, 0 inside.
    private static func direction(_ position: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        if position > high { return 1 }
        if position < low { return -1 }
        return 0
    }

    /// The nearest ancestor of `node` that is a scroll view able to scroll.
    static func nearestScrollView(of node: AccessibilitySnapshot.Node, in snapshot: AccessibilitySnapshot) -> UIScrollView? {
        for ancestor in snapshot.ancestors(of: node) {
            if let scrollView = ancestor.object as? UIScrollView, scrollView.isScrollEnabled, scrollView.isUserInteractionEnabled {
                return scrollView
            }
        }
        return nil
    }

    /// The scroll view to search for an element that is not in the hierarchy: its container when
    /// that is a scroll view, otherwise the largest visible scroll view that can scroll.
    static func searchContainer(for element: KassElement, in snapshot: AccessibilitySnapshot) -> UIScrollView? {
        if let parent = element.parent {
            guard case .found(let container) = parent.resolve(in: snapshot) else { return nil }
            return container.object as? UIScrollView
        }
        var best: (UIScrollView, CGFloat)?
        for node in snapshot.nodes where node.isVisible {
            guard let scrollView = node.object as? UIScrollView, scrollView.isScrollEnabled, scrollView.isUserInteractionEnabled,
                  canScroll(scrollView, forward: true) || canScroll(scrollView, forward: false) else { continue }
            let area = node.visibleFrame.width * node.visibleFrame.height
            if area > (best?.1 ?? 0) { best = (scrollView, area) }
        }
        return best?.0
    }

    /// Whether the content can move further down (forward) or up.
    static func canScroll(_ scrollView: UIScrollView, forward: Bool) -> Bool {
        let inset = scrollView.adjustedContentInset
        if forward {
            return scrollView.contentOffset.y + scrollView.bounds.height < scrollView.contentSize.height + inset.bottom - 1
        }
        return scrollView.contentOffset.y > -inset.top + 1
    }

    /// Drags from `start` to `end` and holds still before lifting, so the scroll view stops where
    /// the finger left it instead of flinging on (a user scrolling to read does the same).
    static func placeContent(with generator: EventGenerator, from start: CGPoint, to end: CGPoint) throws {
        let finger = try generator.fingerDown(at: start)
        do {
            try generator.fingerMove(finger, to: end, duration: 0.3)
            try generator.wait(holdBeforeLift)
            try generator.fingerUp(finger)
        } catch {
            try? generator.fingerUp(finger)
            throw error
        }
    }

    /// How long the finger rests before lifting, long enough for the release velocity to be zero.
    static let holdBeforeLift: TimeInterval = 0.15
}
