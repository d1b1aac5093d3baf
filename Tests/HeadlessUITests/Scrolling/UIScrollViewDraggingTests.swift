import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIScrollViewDraggingTests: HeadlessTestCase {
    private let start = CGPoint(x: 150, y: 400)

    func test_offset_followsFingerMinusHysteresis() async {
        let scrollView = makeScrollView()
        verticalDrag(from: start, by: -100, lift: false)
        XCTAssertEqual(scrollView.contentOffset.y, 90, accuracy: 0.001)
        XCTAssertTrue(scrollView.isDragging)
        XCTAssertTrue(scrollView.isTracking)
        fingers.up(CGPoint(x: start.x, y: start.y - 100))
    }

    func test_noScrollWithinHysteresis() async {
        let scrollView = makeScrollView()
        verticalDrag(from: start, by: -9, lift: false)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertFalse(scrollView.isDragging)
        XCTAssertTrue(scrollView.isTracking)
        fingers.up(CGPoint(x: start.x, y: start.y - 9))
        XCTAssertFalse(scrollView.isTracking)
    }

    func test_rubberBand_pullPastTopMovesLessThanTheFinger() async {
        let scrollView = makeScrollView()
        verticalDrag(from: start, by: 100, lift: false)
        // 90 pt of pull past the top of a 500 pt view: (1 − 1 / (90 · 0.55 / 500 + 1)) · 500.
        XCTAssertEqual(scrollView.contentOffset.y, -45.0409, accuracy: 0.001)
        fingers.up(CGPoint(x: start.x, y: start.y + 100))
    }

    func test_bounce_returnsToTheTopAfterRelease() async {
        let scrollView = makeScrollView()
        verticalDrag(from: start, by: 100, steps: 20)
        XCTAssertTrue(scrollView.isDecelerating)
        let released = scrollView.contentOffset.y
        XCTAssertLessThan(released, -30)
        await app.runLoop.run(for: 0.1)
        XCTAssertGreaterThan(scrollView.contentOffset.y, released)
        XCTAssertLessThan(scrollView.contentOffset.y, 0)
        let idle = await app.runLoop.run(timeout: 2) { self.app.idleReport().isIdle }
        XCTAssertTrue(idle)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func test_bouncesFalse_stopsAtTheEdge() async {
        let scrollView = makeScrollView()
        scrollView.bounces = false
        verticalDrag(from: start, by: 100, lift: false)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        fingers.up(CGPoint(x: start.x, y: start.y + 100))
    }

    func test_deceleration_settlesAndRunUntilIdleReturnsTrue() async {
        let scrollView = makeScrollView()
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), steps: 5)
        let released = scrollView.contentOffset.y
        XCTAssertTrue(scrollView.isDecelerating)
        XCTAssertTrue(app.idleReport().busyWork.contains { $0.contains("decelerating") }, "\(app.idleReport())")
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 10))
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertGreaterThan(scrollView.contentOffset.y, released + 100, "the content travelled on after the finger lifted")
        let rest = scrollView.contentOffset.y
        await app.runLoop.runFrames(30)
        XCTAssertEqual(scrollView.contentOffset.y, rest)
    }

    func test_deceleration_comesToRestOnTheTargetGivenToTheDelegate() async throws {
        let scrollView = makeScrollView(contentHeight: 10_000)
        let log = ScrollDelegateLog()
        scrollView.delegate = log
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), steps: 5)
        let released = scrollView.contentOffset.y
        let velocity = try XCTUnwrap(log.releaseVelocity).y
        let target = try XCTUnwrap(log.releaseTarget).y
        // Resting distance = v₀ / (1000 · −ln 0.998) with v₀ in pt/s; the delegate gets pt/ms.
        XCTAssertEqual(target - released, velocity * 1000 / (1000 * -log1p(-0.002)), accuracy: 0.01)
        app.runLoop.runUntilIdle(timeout: 10)
        XCTAssertEqual(scrollView.contentOffset.y, target, accuracy: 0.001)
    }

    func test_fastDecelerationRate_travelsLessThanNormal() async {
        let normal = makeScrollView(contentHeight: 10_000)
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), steps: 5)
        app.runLoop.runUntilIdle(timeout: 10)
        normal.removeFromSuperview()
        let fast = makeScrollView(contentHeight: 10_000)
        fast.decelerationRate = .fast
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), steps: 5)
        app.runLoop.runUntilIdle(timeout: 10)
        XCTAssertLessThan(fast.contentOffset.y, normal.contentOffset.y - 100)
    }

    func test_delegateChangingTarget_landsThere() async {
        let scrollView = makeScrollView(contentHeight: 10_000)
        let log = ScrollDelegateLog()
        log.targetOverride = CGPoint(x: 0, y: 1234)
        scrollView.delegate = log
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), steps: 5)
        app.runLoop.runUntilIdle(timeout: 10)
        XCTAssertEqual(scrollView.contentOffset.y, 1234, accuracy: 0.001)
    }

    func test_paging_flickLandsOnTheNextPage() async {
        let scrollView = makeScrollView()
        scrollView.isPagingEnabled = true
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 150), steps: 5)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 5))
        XCTAssertEqual(scrollView.contentOffset.y, 500)
    }

    func test_paging_slowShortDragReturnsToThePage() async {
        let scrollView = makeScrollView()
        scrollView.isPagingEnabled = true
        verticalDrag(from: start, by: -150, steps: 30, lift: false)
        wait(0.2)  // the finger rests: no velocity left
        fingers.up(CGPoint(x: start.x, y: start.y - 150))
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 5))
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func test_scrollDisabled_dragDoesNotScroll() async {
        let scrollView = makeScrollView()
        scrollView.isScrollEnabled = false
        verticalDrag(from: start, by: -100)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertFalse(scrollView.panGestureRecognizer.isEnabled)
    }

    func test_contentThatFits_doesNotScrollUnlessAlwaysBounce() async {
        let scrollView = makeScrollView(contentHeight: 300)
        verticalDrag(from: start, by: 100, lift: false)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        fingers.up(CGPoint(x: start.x, y: start.y + 100))
        scrollView.alwaysBounceVertical = true
        verticalDrag(from: start, by: 100, lift: false)
        XCTAssertLessThan(scrollView.contentOffset.y, -40)
        fingers.up(CGPoint(x: start.x, y: start.y + 100))
    }

    func test_delegateOrder_dragWithDeceleration() async {
        let scrollView = makeScrollView()
        let log = ScrollDelegateLog()
        scrollView.delegate = log
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), steps: 5)
        app.runLoop.runUntilIdle(timeout: 10)
        XCTAssertEqual(log.calls, [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
            "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
    }

    func test_delegateOrder_dragThatRestsBeforeLifting() async {
        let scrollView = makeScrollView()
        let log = ScrollDelegateLog()
        scrollView.delegate = log
        verticalDrag(from: start, by: -100, lift: false)
        wait(0.3)
        fingers.up(CGPoint(x: start.x, y: start.y - 100))
        XCTAssertEqual(log.calls, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func test_keyboardDismissModeOnDrag_resignsFirstResponder() async {
        let scrollView = makeScrollView()
        scrollView.keyboardDismissMode = .onDrag
        let field = FocusableView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        scrollView.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        verticalDrag(from: start, by: -100)
        XCTAssertFalse(field.isFirstResponder)
    }

    func test_keyboardDismissModeNone_keepsFirstResponder() async {
        let scrollView = makeScrollView()
        let field = FocusableView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        scrollView.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        verticalDrag(from: start, by: -100)
        XCTAssertTrue(field.isFirstResponder)
    }
}

/// A view that can become first responder (a stand-in for a text field).
private final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}
