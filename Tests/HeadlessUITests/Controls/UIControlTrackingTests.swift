import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A control that refuses to track, to check that `beginTracking` gates everything.
@MainActor
private final class RefusingControl: UIControl {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
}

@MainActor
final class UIControlTrackingTests: HeadlessTestCase {
    private var control: UIControl!
    private var recorder: ControlEventRecorder!
    /// Control frame (100, 300, 100, 44): centre (150, 322), right edge x = 200.
    private let center = CGPoint(x: 150, y: 322)

    override func setUp() async throws {
        try await super.setUp()
        control = place(UIControl(), frame: CGRect(x: 100, y: 300, width: 100, height: 44))
        recorder = ControlEventRecorder(control)
    }

    func test_control_tapSendsTouchDownThenTouchUpInside() async {
        fingers.tap(center)
        XCTAssertEqual(recorder.events, ["touchDown", "touchUpInside"])
    }

    func test_control_liftTwentyPointsOutsideStillSendsTouchUpInside() async {
        fingers.down(center)
        fingers.move(CGPoint(x: 220, y: 322))
        fingers.up(CGPoint(x: 220, y: 322))
        XCTAssertEqual(recorder.events, ["touchDown", "touchDragInside", "touchUpInside"])
    }

    func test_control_liftEightyPointsOutsideOnIPhoneSendsTouchUpOutside() async {
        fingers.down(center)
        fingers.move(CGPoint(x: 280, y: 322))
        fingers.up(CGPoint(x: 280, y: 322))
        XCTAssertEqual(recorder.events, ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
    }

    func test_control_dragExitThenEnterSendsEventsInUIKitOrder() async {
        fingers.down(center)
        fingers.move(CGPoint(x: 300, y: 322))
        fingers.move(CGPoint(x: 310, y: 322))
        fingers.move(CGPoint(x: 160, y: 322))
        fingers.up(CGPoint(x: 160, y: 322))
        XCTAssertEqual(recorder.events, [
            "touchDown", "touchDragExit", "touchDragOutside", "touchDragOutside",
            "touchDragEnter", "touchDragInside", "touchUpInside",
        ])
    }

    func test_control_liftOutsideAfterInsideMoveSendsExitAtLift() async {
        fingers.down(center)
        fingers.up(CGPoint(x: 300, y: 322))
        XCTAssertEqual(recorder.events, ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    func test_control_doubleTapSendsTouchDownRepeatAfterSecondTouchDown() async {
        fingers.tap(center)
        wait(0.1)
        fingers.tap(center)
        XCTAssertEqual(recorder.events, ["touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside"])
    }

    func test_control_highlightFollowsInsideness() async {
        var observed: [Bool] = []
        fingers.down(center)
        observed.append(control.isHighlighted)
        fingers.move(CGPoint(x: 300, y: 322))
        observed.append(control.isHighlighted)
        fingers.move(CGPoint(x: 150, y: 330))
        observed.append(control.isHighlighted)
        fingers.up(CGPoint(x: 150, y: 330))
        observed.append(control.isHighlighted)
        XCTAssertEqual(observed, [true, false, true, false])
    }

    func test_control_trackingStateFollowsTheTouch() async {
        fingers.down(center)
        XCTAssertTrue(control.isTracking)
        XCTAssertTrue(control.isTouchInside)
        fingers.move(CGPoint(x: 300, y: 322))
        XCTAssertFalse(control.isTouchInside)
        fingers.up(CGPoint(x: 300, y: 322))
        XCTAssertFalse(control.isTracking)
    }

    func test_control_highlightedAtTouchUpInsideStaysForTwelveHundredths() async {
        fingers.down(center)
        fingers.move(CGPoint(x: 300, y: 322))
        XCTAssertFalse(control.isHighlighted)
        fingers.up(center)
        XCTAssertTrue(control.isHighlighted, "lifting inside while unhighlighted highlights")
        wait(0.1)
        XCTAssertTrue(control.isHighlighted, "still highlighted 0.1 s after the lift")
        wait(0.05)
        XCTAssertFalse(control.isHighlighted, "unhighlighted 0.12 s after the lift")
        XCTAssertEqual(recorder.events.last, "touchUpInside")
    }

    func test_control_ordinaryTapUnhighlightsImmediately() async {
        fingers.tap(center)
        XCTAssertFalse(control.isHighlighted)
    }

    func test_control_disabledControlPassesTouchesToTheViewBehind() async {
        let behind = RecordingView()
        behind.frame = CGRect(x: 50, y: 250, width: 300, height: 200)
        window.insertSubview(behind, at: 0)
        control.isEnabled = false
        fingers.tap(center)
        XCTAssertEqual(behind.log, ["began 1", "ended 1"])
        XCTAssertEqual(recorder.events, [])
    }

    func test_control_disabledControlIsNotHitTested() async {
        control.isEnabled = false
        XCTAssertNil(control.hitTest(CGPoint(x: 10, y: 10), with: nil))
    }

    func test_control_removalFromWindowWhileTrackingCancels() async {
        fingers.down(center)
        control.removeFromSuperview()
        XCTAssertEqual(recorder.events, ["touchDown", "touchCancel"])
        XCTAssertFalse(control.isTracking)
        XCTAssertFalse(control.isHighlighted)
    }

    func test_control_systemCancelSendsTouchCancel() async {
        fingers.down(center)
        app.eventSystem.cancelAllTouches()
        app.runLoop.runOnce()
        XCTAssertEqual(recorder.events, ["touchDown", "touchCancel"])
        XCTAssertFalse(control.isHighlighted)
    }

    func test_control_refusingBeginTrackingSendsNothing() async {
        let refusing = place(RefusingControl(), frame: CGRect(x: 100, y: 500, width: 100, height: 44))
        let refusingRecorder = ControlEventRecorder(refusing)
        fingers.tap(CGPoint(x: 150, y: 522))
        XCTAssertEqual(refusingRecorder.events, [])
        XCTAssertFalse(refusing.isHighlighted)
    }

    func test_control_plainControlDoesNotSendPrimaryActionOnTouchUpInside() async {
        fingers.tap(center)
        XCTAssertFalse(recorder.events.contains("primaryActionTriggered"))
    }

    func test_control_stateCombinesFlags() async {
        control.isSelected = true
        control.isEnabled = false
        XCTAssertEqual(control.state, [.selected, .disabled])
    }

    func test_control_highlightingADisabledControlIsIgnored() async {
        control.isEnabled = false
        control.isHighlighted = true
        XCTAssertFalse(control.isHighlighted)
    }
}

@MainActor
final class UIControlPadTrackingTests: HeadlessTestCase {
    override var deviceProfile: DeviceProfile { .iPad }

    func test_control_padMarginIsTwentyFivePoints() async {
        let control = place(UIControl(), frame: CGRect(x: 100, y: 300, width: 100, height: 44))
        let recorder = ControlEventRecorder(control, only: [.touchUpInside, .touchUpOutside])
        fingers.down(CGPoint(x: 150, y: 322))
        fingers.up(CGPoint(x: 220, y: 322))
        fingers.down(CGPoint(x: 150, y: 322))
        fingers.up(CGPoint(x: 230, y: 322))
        XCTAssertEqual(recorder.events, ["touchUpInside", "touchUpOutside"])
    }
}
