import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class GestureInteractionTests: HeadlessTestCase {
    private let point = CGPoint(x: 50, y: 150)

    private func makeView() -> RecordingView {
        place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    }

    func test_tapAndPan_dragPastTenPoints_panWinsAndTapFails() async {
        let view = makeView()
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let tapLog = GestureLog(tap), panLog = GestureLog(pan)
        fingers.down(point)
        fingers.move(CGPoint(x: 61, y: 150))
        fingers.up(CGPoint(x: 61, y: 150))
        XCTAssertEqual(panLog.states, [.began, .ended])
        XCTAssertEqual(tapLog.states, [])
    }

    func test_tapAndPan_quickTap_tapWinsAndPanFails() async {
        let view = makeView()
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        let tapLog = GestureLog(tap), panLog = GestureLog(pan)
        fingers.tap(point)
        XCTAssertEqual(tapLog.states, [.ended])
        XCTAssertEqual(panLog.states, [])
    }

    private func makeSingleAndDouble() -> (single: GestureLog, double: GestureLog) {
        let view = makeView()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        return (GestureLog(single), GestureLog(double))
    }

    func test_singleRequiringDoubleToFail_firesAbout0_35sAfterTheLift() async {
        let logs = makeSingleAndDouble()
        fingers.tap(point)
        let liftTime = app.clock.seconds
        wait(0.34)
        XCTAssertEqual(logs.single.states, [], "not before the double tap's 0.35 s interval has passed")
        wait(0.02)
        XCTAssertEqual(logs.single.states, [.ended])
        XCTAssertEqual(logs.single.times[0] - liftTime, 0.35, accuracy: 1e-9)
        XCTAssertEqual(logs.double.states, [])
    }

    func test_singleRequiringDoubleToFail_doubleTapFiresOnlyTheDouble() async {
        let logs = makeSingleAndDouble()
        fingers.tap(point)
        wait(0.2)
        fingers.tap(point)
        wait(1)
        XCTAssertEqual(logs.double.states, [.ended])
        XCTAssertEqual(logs.single.states, [])
    }

    func test_singleRequiringDoubleToFail_viewHearsTheEndOnlyWhenCancelled() async {
        let view = makeView()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        fingers.tap(point)
        XCTAssertEqual(view.log, ["began 1"], "touchesEnded is held while both recognizers may still win")
        wait(0.4)
        XCTAssertEqual(view.log, ["began 1", "cancelled 1"])
    }

    func test_longPress_cancelsTheViewsTouchesWhenItBegins() async {
        let view = makeView()
        let press = UILongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        fingers.down(point)
        fingers.move(CGPoint(x: 52, y: 150))
        XCTAssertEqual(view.log, ["began 1", "moved 1"])
        wait(0.5)
        XCTAssertEqual(view.log, ["began 1", "moved 1", "cancelled 1"])
        fingers.move(CGPoint(x: 100, y: 150))
        fingers.up(CGPoint(x: 100, y: 150))
        XCTAssertEqual(view.log.count, 3, "the view hears nothing more of a touch the recognizer took")
    }

    func test_longPress_withoutCancelsTouchesInView_letsTheViewKeepItsTouches() async {
        let view = makeView()
        let press = UILongPressGestureRecognizer()
        press.cancelsTouchesInView = false
        view.addGestureRecognizer(press)
        fingers.down(point)
        wait(0.6)
        fingers.up(point)
        XCTAssertEqual(view.log, ["began 1", "ended 1"])
    }

    func test_tapAndLongPress_holdingFiresTheLongPressAndTheTapFails() async {
        let view = makeView()
        let tap = UITapGestureRecognizer(), press = UILongPressGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(press)
        let tapLog = GestureLog(tap), pressLog = GestureLog(press)
        fingers.down(point)
        wait(0.5)
        fingers.up(point)
        XCTAssertEqual(pressLog.states, [.began, .ended])
        XCTAssertEqual(tapLog.states, [])
    }

    func test_tap_onViewWithMultipleTouchDisabled_recognizes() async {
        let view = makeView()
        view.isMultipleTouchEnabled = false
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let log = GestureLog(tap)
        fingers.tap(point)
        XCTAssertEqual(log.states, [.ended])
    }

    func test_tapOnSubview_andPanOnSuperview_dragGoesToThePan() async {
        let container = makeView()
        let button = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
        container.addSubview(button)
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        button.addGestureRecognizer(tap)
        container.addGestureRecognizer(pan)
        let tapLog = GestureLog(tap), panLog = GestureLog(pan)
        fingers.drag(from: CGPoint(x: 50, y: 140), to: CGPoint(x: 150, y: 140), steps: 3)
        XCTAssertEqual(panLog.states.first, .began)
        XCTAssertEqual(tapLog.states, [])
    }

    func test_pinchAndRotation_simultaneousWhenTheDelegateAllows() async {
        final class Both: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let view = place(UIView(), frame: window.bounds)
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let both = Both()
        pinch.delegate = both
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        let pinchLog = GestureLog(pinch), rotationLog = GestureLog(rotation)
        fingers.down([CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
        fingers.move([CGPoint(x: 120, y: 380), CGPoint(x: 280, y: 420)])
        XCTAssertEqual(pinchLog.states, [.began])
        XCTAssertEqual(rotationLog.states, [.began])
    }
}
