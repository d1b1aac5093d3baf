import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIScrollViewGeometryTests: HeadlessTestCase {
    func test_scrollView_clipsToBoundsByDefault() async {
        XCTAssertTrue(UIScrollView().clipsToBounds)
    }

    func test_contentOffset_isTheBoundsOrigin() async {
        let scrollView = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 0, y: 250))
        let content = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 50))
        scrollView.addSubview(content)
        XCTAssertEqual(content.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 150))
    }

    func test_contentScrolledOutOfView_isNotHittable() async {
        let scrollView = makeScrollView()
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let lower = UIView(frame: CGRect(x: 0, y: 600, width: 300, height: 100))
        scrollView.addSubview(top)
        scrollView.addSubview(lower)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === top)
        XCTAssertFalse(window.hitTest(CGPoint(x: 150, y: 650), with: nil) === lower, "below the scroll view: clipped")
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        XCTAssertFalse(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === top)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 450), with: nil) === lower)
    }

    func test_setContentOffsetNotAnimated_movesAtOnceWithOneDidScroll() async {
        let scrollView = makeScrollView()
        let log = ScrollDelegateLog()
        scrollView.delegate = log
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 300)
        XCTAssertEqual(log.scrollCount, 1)
        XCTAssertEqual(log.calls, ["didScroll"])
    }

    func test_setContentOffsetAnimated_timeline() async {
        let scrollView = makeScrollView()
        let log = ScrollDelegateLog()
        scrollView.delegate = log
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        XCTAssertEqual(scrollView.contentOffset.y, 0, "nothing moves before the first frame")
        wait(0.15)
        XCTAssertGreaterThan(scrollView.contentOffset.y, 100)
        XCTAssertLessThan(scrollView.contentOffset.y, 200)
        XCTAssertFalse(log.calls.contains("didEndScrollingAnimation"))
        XCTAssertFalse(app.idleReport().isIdle)
        wait(0.17)
        XCTAssertEqual(scrollView.contentOffset.y, 300)
        XCTAssertEqual(log.calls, ["didScroll", "didEndScrollingAnimation"])
        XCTAssertGreaterThan(log.scrollCount, 10, "one didScroll per frame")
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 1))
    }

    func test_setContentOffsetAnimated_interruptedByANewOffsetDoesNotReportTheEnd() async {
        let scrollView = makeScrollView()
        let log = ScrollDelegateLog()
        scrollView.delegate = log
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        wait(0.1)
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        wait(0.5)
        XCTAssertEqual(scrollView.contentOffset.y, 50)
        XCTAssertFalse(log.calls.contains("didEndScrollingAnimation"))
    }

    func test_scrollRectToVisible_scrollsTheLeastNeeded() async {
        let scrollView = makeScrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 100, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 500)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 100, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 500, "already visible: no scroll")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 100, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 1500, "clamped to the end of the content")
    }

    func test_adjustedContentInset_followsTheAdjustmentBehavior() async {
        let scrollView = UIScrollView()
        place(scrollView, frame: window.bounds)
        scrollView.contentSize = CGSize(width: window.bounds.width, height: 3000)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let safe = scrollView.safeAreaInsets
        XCTAssertGreaterThan(safe.top, 0)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 10 + safe.top)
        XCTAssertEqual(scrollView.adjustedContentInset.bottom, safe.bottom)
        scrollView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.contentSize = CGSize(width: window.bounds.width, height: 100)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 10, "cannot scroll vertically: not adjusted")
        scrollView.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(scrollView.adjustedContentInset.top, 10 + safe.top)
    }

    func test_adjustedContentInset_setsTheRestingOffsetAfterABounce() async {
        let scrollView = makeScrollView()
        scrollView.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: -40)
        verticalDrag(from: CGPoint(x: 150, y: 400), by: 120)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 3))
        XCTAssertEqual(scrollView.contentOffset.y, -40)
    }

    func test_invalidValues_areReportedAndIgnored() async {
        let scrollView = makeScrollView()
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
        scrollView.contentSize = CGSize(width: -1, height: 10)
        scrollView.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: true)
        expectRuntimeIssues(count: 3)
        XCTAssertEqual(scrollView.decelerationRate, .normal)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 300, height: 2000))
        XCTAssertEqual(scrollView.contentOffset, .zero)
    }

    func test_scrollView_isNotAnAccessibilityElement() async {
        XCTAssertFalse(makeScrollView().isAccessibilityElement)
    }
}
