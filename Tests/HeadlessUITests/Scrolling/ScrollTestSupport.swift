import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Records a scroll view's delegate callbacks by name, collapsing runs of `didScroll`.
@MainActor
final class ScrollDelegateLog: UIScrollViewDelegate {
    private(set) var calls: [String] = []
    private(set) var scrollCount = 0
    private(set) var releaseVelocity: CGPoint?
    private(set) var releaseTarget: CGPoint?
    /// When set, replaces the target in `scrollViewWillEndDragging`.
    var targetOverride: CGPoint?

    private func record(_ name: String) {
        if name == "didScroll", calls.last == "didScroll" { return }
        calls.append(name)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollCount += 1
        record("didScroll")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { record("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        releaseVelocity = velocity
        releaseTarget = targetContentOffset
        if let targetOverride { targetContentOffset = targetOverride }
        record("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { record("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { record("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { record("didEndScrollingAnimation") }
}

/// A scroll view that lets drags cancel controls (the usual app override).
final class ControlCancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A scroll view that keeps touches from its content.
final class ContentRefusingScrollView: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
}

extension HeadlessTestCase {
    /// A 300 × 500 scroll view at (0, 100) in the window (clear of the safe area), content 300 × 2000.
    @discardableResult
    func makeScrollView<S: UIScrollView>(_ scrollView: S = UIScrollView(), contentHeight: CGFloat = 2000) -> S {
        place(scrollView, frame: CGRect(x: 0, y: 100, width: 300, height: 500))
        scrollView.contentSize = CGSize(width: 300, height: contentHeight)
        return scrollView
    }

    /// Moves finger 1, already down at `start`, vertically by `distance` in `steps` frames, then lifts it.
    func moveHeldFinger(from start: CGPoint, by distance: CGFloat, steps: Int = 10) {
        for step in 1...steps {
            app.runLoop.runFrames(1)
            fingers.move(CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / CGFloat(steps)))
        }
        app.runLoop.runFrames(1)
        fingers.up(CGPoint(x: start.x, y: start.y + distance))
    }

    /// A finger moving straight from `start` by `distance` vertically in `steps` frames, then (optionally) resting and lifting.
    func verticalDrag(from start: CGPoint, by distance: CGFloat, steps: Int = 10, lift: Bool = true) {
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), steps: steps, lift: lift)
    }
}
