import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIRefreshControlTests: HeadlessTestCase {
    private let start = CGPoint(x: 150, y: 150)

    private func makeRefreshable() -> (UIScrollView, UIRefreshControl, ControlEventRecorder) {
        let scrollView = makeScrollView()
        let refresh = UIRefreshControl()
        scrollView.refreshControl = refresh
        return (scrollView, refresh, ControlEventRecorder(refresh, only: [.valueChanged]))
    }

    func test_pullPastSnappingHeight_sendsValueChangedOnce() async {
        let (scrollView, refresh, recorder) = makeRefreshable()
        // A 500 pt view snaps at min(250, 112.5 × 500 / 568) ≈ 99 pt revealed: about 270 pt of finger.
        verticalDrag(from: start, by: 320, steps: 32, lift: false)
        XCTAssertEqual(recorder.events, ["valueChanged"])
        XCTAssertTrue(refresh.isRefreshing)
        fingers.up(CGPoint(x: start.x, y: start.y + 320))
        XCTAssertEqual(recorder.events, ["valueChanged"])
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 3))
        XCTAssertEqual(scrollView.contentOffset.y, -60, "the content rests below the 60 pt control while refreshing")
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
        XCTAssertFalse(refresh.isHidden)
    }

    func test_shortPull_doesNotRefresh() async {
        let (scrollView, refresh, recorder) = makeRefreshable()
        verticalDrag(from: start, by: 120, steps: 12)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 3))
        XCTAssertEqual(recorder.events, [])
        XCTAssertFalse(refresh.isRefreshing)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertTrue(refresh.isHidden)
    }

    func test_endRefreshing_removesTheInsetAndScrollsBack() async {
        let (scrollView, refresh, _) = makeRefreshable()
        verticalDrag(from: start, by: 320, steps: 32)
        app.runLoop.runUntilIdle(timeout: 3)
        refresh.endRefreshing()
        XCTAssertFalse(refresh.isRefreshing)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 3))
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertTrue(refresh.isHidden)
    }

    func test_endRefreshingWhileBouncing_settlesAtTheTop() async {
        let (scrollView, refresh, _) = makeRefreshable()
        verticalDrag(from: start, by: 320, steps: 32)
        XCTAssertTrue(scrollView.isDecelerating)
        refresh.endRefreshing()
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 3))
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func test_afterEnding_anotherPullRefreshesAgain() async {
        let (_, refresh, recorder) = makeRefreshable()
        verticalDrag(from: start, by: 320, steps: 32)
        app.runLoop.runUntilIdle(timeout: 3)
        refresh.endRefreshing()
        app.runLoop.runUntilIdle(timeout: 3)
        verticalDrag(from: start, by: 320, steps: 32)
        XCTAssertEqual(recorder.events, ["valueChanged", "valueChanged"])
    }

    func test_beginRefreshing_sendsNoValueChangedAndDoesNotScroll() async {
        let (scrollView, refresh, recorder) = makeRefreshable()
        refresh.beginRefreshing()
        XCTAssertTrue(refresh.isRefreshing)
        XCTAssertEqual(recorder.events, [])
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
    }

    func test_refreshControl_isASubviewOfItsScrollView() async {
        let (scrollView, refresh, _) = makeRefreshable()
        XCTAssertTrue(refresh.superview === scrollView)
        scrollView.refreshControl = nil
        XCTAssertNil(refresh.superview)
    }
}
