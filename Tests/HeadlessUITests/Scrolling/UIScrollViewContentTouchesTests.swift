import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIScrollViewContentTouchesTests: HeadlessTestCase {
    /// A button at content (50, 50, 200, 60): on screen (50, 150)–(250, 210).
    private func makeButton(in scrollView: UIScrollView) -> (UIButton, ControlEventRecorder) {
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 200, height: 60))
        scrollView.addSubview(button)
        return (button, ControlEventRecorder(button))
    }

    private let onButton = CGPoint(x: 150, y: 180)

    func test_button_dragOf40ptScrollsWithoutTouchUpInside() async {
        let scrollView = makeScrollView()
        let (_, recorder) = makeButton(in: scrollView)
        verticalDrag(from: onButton, by: -40)
        XCTAssertFalse(recorder.events.contains("touchUpInside"), "events: \(recorder.events)")
        XCTAssertFalse(recorder.events.contains("touchDown"), "the scroll began within the 0.15 s delay: the button never saw the touch")
        XCTAssertGreaterThan(scrollView.contentOffset.y, 20)
    }

    func test_button_quickTapFires() async {
        let scrollView = makeScrollView()
        let (_, recorder) = makeButton(in: scrollView)
        fingers.tap(onButton)
        XCTAssertEqual(recorder.events.filter { $0 == "touchDown" || $0 == "touchUpInside" }, ["touchDown", "touchUpInside"])
    }

    func test_button_touchDownArrivesOnlyAfterDelay() async {
        let scrollView = makeScrollView()
        let (button, recorder) = makeButton(in: scrollView)
        fingers.down(onButton)
        wait(0.14)
        XCTAssertEqual(recorder.events, [])
        XCTAssertFalse(button.isHighlighted)
        wait(0.02)
        XCTAssertEqual(recorder.events, ["touchDown"])
        XCTAssertTrue(button.isHighlighted)
        fingers.up(onButton)
    }

    func test_button_restThenDrag_cancellingScrollViewSendsTouchCancel() async {
        let scrollView = makeScrollView(ControlCancellingScrollView())
        let (_, recorder) = makeButton(in: scrollView)
        fingers.down(onButton)
        wait(0.2)
        moveHeldFinger(from: onButton, by: -40)
        XCTAssertTrue(recorder.events.contains("touchCancel"), "events: \(recorder.events)")
        XCTAssertFalse(recorder.events.contains("touchUpInside"))
        XCTAssertGreaterThan(scrollView.contentOffset.y, 20)
    }

    func test_button_restThenDrag_defaultLeavesTouchWithControl() async {
        // UIKit's documented default: touchesShouldCancel(in:) is false for a UIControl.
        let scrollView = makeScrollView()
        let (_, recorder) = makeButton(in: scrollView)
        fingers.down(onButton)
        wait(0.2)
        moveHeldFinger(from: onButton, by: -40)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertTrue(recorder.events.contains("touchUpInside"), "events: \(recorder.events)")
        XCTAssertFalse(recorder.events.contains("touchCancel"))
    }

    func test_plainContent_restThenDrag_getsTouchesCancelled() async {
        let scrollView = makeScrollView()
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.addSubview(content)
        fingers.down(onButton)
        wait(0.2)
        moveHeldFinger(from: onButton, by: -40)
        XCTAssertEqual(content.log.first, "began 1")
        XCTAssertEqual(content.log.last, "cancelled 1")
        XCTAssertGreaterThan(scrollView.contentOffset.y, 20)
    }

    func test_canCancelContentTouchesFalse_trackingContentKeepsTouchAndNothingScrolls() async {
        let scrollView = makeScrollView()
        scrollView.canCancelContentTouches = false
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.addSubview(content)
        fingers.down(onButton)
        wait(0.2)
        moveHeldFinger(from: onButton, by: -40)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertEqual(content.log.last, "ended 1")
        XCTAssertFalse(content.log.contains("cancelled 1"))
    }

    func test_scrollDisabled_contentTouchesAreImmediate() async {
        let scrollView = makeScrollView()
        scrollView.isScrollEnabled = false
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.addSubview(content)
        fingers.down(onButton)
        XCTAssertEqual(content.log, ["began 1"])
        moveHeldFinger(from: onButton, by: -60)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func test_delaysContentTouchesFalse_contentTouchesAreImmediate() async {
        let scrollView = makeScrollView()
        scrollView.delaysContentTouches = false
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.addSubview(content)
        fingers.down(onButton)
        XCTAssertEqual(content.log, ["began 1"])
        fingers.up(onButton)
    }

    func test_sidewaysMoveOnVerticalScrollView_releasesHeldTouchAtOnce() async {
        let scrollView = makeScrollView()
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.addSubview(content)
        fingers.down(onButton)
        fingers.move(CGPoint(x: onButton.x + 8, y: onButton.y))
        XCTAssertEqual(content.log, [])
        fingers.move(CGPoint(x: onButton.x + 15, y: onButton.y))
        XCTAssertEqual(content.log, ["began 1", "moved 1", "moved 1"])
        XCTAssertEqual(scrollView.contentOffset, .zero)
        fingers.up(CGPoint(x: onButton.x + 15, y: onButton.y))
    }

    func test_touchesShouldBeginFalse_contentNeverSeesTheTouch() async {
        let scrollView = makeScrollView(ContentRefusingScrollView())
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.addSubview(content)
        fingers.tap(onButton)
        fingers.down(onButton)
        wait(0.3)
        fingers.up(onButton)
        XCTAssertEqual(content.log, [])
    }

    func test_touchThatStopsDeceleration_doesNotReachTheButton() async {
        let scrollView = makeScrollView()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 300, height: 2000))
        scrollView.addSubview(button)
        let recorder = ControlEventRecorder(button)
        fingers.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 300), steps: 5)
        await app.runLoop.runFrames(3)
        XCTAssertTrue(scrollView.isDecelerating)
        let offset = scrollView.contentOffset.y
        fingers.tap(onButton)
        XCTAssertFalse(scrollView.isDecelerating)
        await app.runLoop.runFrames(10)
        XCTAssertEqual(scrollView.contentOffset.y, offset, accuracy: 0.5, "the touch stopped the content")
        XCTAssertEqual(recorder.events, [])
    }
}
