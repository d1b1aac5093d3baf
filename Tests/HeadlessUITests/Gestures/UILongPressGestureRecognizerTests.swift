import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UILongPressGestureRecognizerTests: HeadlessTestCase {
    private let point = CGPoint(x: 50, y: 150)

    private func makePress(on view: UIView? = nil) -> (UILongPressGestureRecognizer, GestureLog) {
        let target = view ?? place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let press = UILongPressGestureRecognizer()
        target.addGestureRecognizer(press)
        return (press, GestureLog(press))
    }

    func test_longPress_hasUIKitDefaults() async {
        let press = UILongPressGestureRecognizer()
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
        XCTAssertEqual(press.numberOfTapsRequired, 0)
        XCTAssertEqual(press.numberOfTouchesRequired, 1)
    }

    func test_longPress_beginsAtHalfASecondNotBefore() async {
        let (_, log) = makePress()
        fingers.down(point)
        let downTime = app.clock.seconds
        wait(0.49)
        XCTAssertEqual(log.states, [])
        wait(0.01)
        XCTAssertEqual(log.states, [.began])
        XCTAssertEqual(log.times[0] - downTime, 0.5, accuracy: 1e-9)
    }

    func test_longPress_liftedEarly_fails() async {
        let (press, log) = makePress()
        fingers.down(point)
        wait(0.3)
        fingers.up(point)
        wait(1)
        XCTAssertEqual(log.states, [])
        XCTAssertEqual(press.state, .possible, "reset for the next gesture")
    }

    func test_longPress_movingTenPoints_stillBegins() async {
        let (_, log) = makePress()
        fingers.down(point)
        fingers.move(CGPoint(x: 60, y: 150))
        wait(0.5)
        XCTAssertEqual(log.states, [.began])
    }

    func test_longPress_movingMoreThanTenPointsBeforeBeginning_fails() async {
        let (_, log) = makePress()
        fingers.down(point)
        fingers.move(CGPoint(x: 61, y: 150))
        wait(0.6)
        XCTAssertEqual(log.states, [])
    }

    func test_longPress_afterBeginning_movesFreelyAndEndsOnLift() async {
        let (_, log) = makePress()
        fingers.down(point)
        wait(0.5)
        fingers.move(CGPoint(x: 150, y: 250))
        fingers.up(CGPoint(x: 150, y: 250))
        XCTAssertEqual(log.states, [.began, .changed, .ended])
    }

    func test_longPress_customDuration_beginsThen() async {
        let (press, log) = makePress()
        press.minimumPressDuration = 1.2
        fingers.down(point)
        wait(1.19)
        XCTAssertEqual(log.states, [])
        wait(0.01)
        XCTAssertEqual(log.states, [.began])
    }

    func test_longPress_negativeDuration_isReportedAndIgnored() async {
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = -1
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }

    func test_longPress_withOneTapRequired_beginsHalfASecondIntoTheSecondPress() async {
        let (press, log) = makePress()
        press.numberOfTapsRequired = 1
        fingers.tap(point)
        wait(0.1)
        fingers.down(point)
        wait(0.49)
        XCTAssertEqual(log.states, [])
        wait(0.01)
        XCTAssertEqual(log.states, [.began])
    }

    func test_longPress_withOneTapRequired_plainPressFails() async {
        let (press, log) = makePress()
        press.numberOfTapsRequired = 1
        fingers.down(point)
        wait(1)
        fingers.up(point)
        XCTAssertEqual(log.states, [])
    }

    func test_longPress_cancelledTouch_cancelsTheGesture() async {
        let (_, log) = makePress()
        fingers.down(point)
        wait(0.5)
        app.eventSystem.cancelAllTouches()
        XCTAssertEqual(log.states, [.began, .cancelled])
    }
}
