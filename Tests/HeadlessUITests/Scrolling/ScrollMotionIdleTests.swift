import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Content that moves on its own after the finger lifts (a bounce back from past an edge, a fling's
/// deceleration) is work the runtime reports as pending, by name, until the content is at rest: every
/// waiter on idle settles only once scrolling stops.
@MainActor
final class ScrollMotionIdleTests: HeadlessTestCase {
    private let start = CGPoint(x: 150, y: 400)

    /// Runs frames until `scrollView` reports no motion, checking at every frame that the runtime
    /// names the motion (a busy-work label containing `label`) while the offset is not at `rest`.
    /// Returns the frames it took.
    private func framesUntilRest(_ scrollView: UIScrollView, label: String, rest: CGPoint?, since mark: WorkMark) -> Int {
        var frames = 0
        while frames < 600 {
            let report = app.idleReport()
            let named = report.busyWork.contains { $0.contains(label) }
            let moving = !app.scrollMotion(startedSince: mark).isEmpty
            XCTAssertEqual(named, moving, "frame \(frames): \(report)")
            if let rest, abs(scrollView.contentOffset.x - rest.x) > 1e-9 || abs(scrollView.contentOffset.y - rest.y) > 1e-9 {
                XCTAssertTrue(named, "frame \(frames): the content is at \(scrollView.contentOffset), not at rest, and \(report)")
            }
            if !named { break }
            app.runLoop.runFrames(1)
            frames += 1
        }
        return frames
    }

    func test_bounceBack_afterADragPastTheTop_isBusyWorkUntilTheOffsetIsAtRest() async {
        let scrollView = makeScrollView()
        let mark = app.markWork()
        verticalDrag(from: start, by: 150, steps: 20)
        XCTAssertLessThan(scrollView.contentOffset.y, -30, "released past the top")
        XCTAssertTrue(app.idleReport().busyWork.contains { $0.contains("bouncing back") }, "\(app.idleReport())")
        XCTAssertEqual(app.scrollMotion(startedSince: mark).count, 1)
        let frames = framesUntilRest(scrollView, label: "bouncing back", rest: .zero, since: mark)
        XCTAssertGreaterThan(frames, 5, "the bounce takes frames")
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(app.scrollMotion(startedSince: mark), [])
    }

    func test_bounceBack_sidewaysPastALeftInset_isBusyWorkUntilTheOffsetRestsOnTheInset() async {
        // Content as wide as the view plus a 1 pt left inset: it scrolls sideways by that point.
        let scrollView = makeScrollView(contentHeight: 500)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 0)
        let mark = app.markWork()
        fingers.drag(from: start, to: CGPoint(x: start.x + 120, y: start.y), steps: 20)
        XCTAssertLessThan(scrollView.contentOffset.x, -20, "released past the left edge")
        let frames = framesUntilRest(scrollView, label: "bouncing back", rest: CGPoint(x: -1, y: 0), since: mark)
        XCTAssertGreaterThan(frames, 5)
        XCTAssertEqual(scrollView.contentOffset.x, -1, accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func test_deceleration_afterAFling_isBusyWorkUntilTheContentStops() async {
        let scrollView = makeScrollView(contentHeight: 10_000)
        let mark = app.markWork()
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), steps: 5)
        XCTAssertTrue(scrollView.isDecelerating)
        let frames = framesUntilRest(scrollView, label: "decelerating", rest: nil, since: mark)
        XCTAssertGreaterThan(frames, 30, "a fling travels on for a while")
        XCTAssertFalse(scrollView.isDecelerating)
        let rest = scrollView.contentOffset
        await app.runLoop.runFrames(30)
        XCTAssertEqual(scrollView.contentOffset, rest, "no motion was left when the busy work ended")
    }

    func test_scrollMotion_leavesOutMotionStartedBeforeTheMark() async {
        let scrollView = makeScrollView(contentHeight: 10_000)
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), steps: 5)
        let mark = app.markWork()
        XCTAssertTrue(scrollView.isDecelerating)
        XCTAssertEqual(app.scrollMotion(startedSince: mark), [])
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        XCTAssertEqual(app.scrollMotion(startedSince: mark).count, 1, "\(app.idleReport())")
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 5))
        XCTAssertEqual(app.scrollMotion(startedSince: mark), [])
    }

    func test_scrollMotion_ignoresOtherBusyWork() async {
        let token = app.beginBusyWork("saving")
        let mark = app.markWork()
        let later = app.beginBusyWork("loading")
        XCTAssertEqual(app.scrollMotion(startedSince: mark), [])
        later.end()
        token.end()
    }
}
