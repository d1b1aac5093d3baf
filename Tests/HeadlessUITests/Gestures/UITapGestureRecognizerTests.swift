import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITapGestureRecognizerTests: HeadlessTestCase {
    private let point = CGPoint(x: 50, y: 150)

    private func makeTap(taps: Int = 1, touches: Int = 1, on view: UIView? = nil) -> (UITapGestureRecognizer, GestureLog) {
        let target = view ?? place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = touches
        target.addGestureRecognizer(tap)
        return (tap, GestureLog(tap))
    }

    func test_tap_recognizesAtTheLiftNotBefore() async {
        let (_, log) = makeTap()
        fingers.down(point)
        wait(0.2)
        XCTAssertEqual(log.states, [])
        fingers.up(point)
        XCTAssertEqual(log.states, [.ended])
    }

    func test_tap_reportsTheFirstTapLocation() async {
        let (tap, _) = makeTap(taps: 2)
        var location = CGPoint.zero
        tap.addTarget { location = $0.location(in: $0.view) }
        fingers.tap(point)
        wait(0.1)
        fingers.tap(CGPoint(x: 70, y: 160))
        XCTAssertEqual(location, CGPoint(x: 50, y: 50))
    }

    func test_tap_movingExactly45Points_stillRecognizes() async {
        let (_, log) = makeTap()
        fingers.down(point)
        fingers.move(CGPoint(x: 95, y: 150))
        fingers.up(CGPoint(x: 95, y: 150))
        XCTAssertEqual(log.states, [.ended])
    }

    func test_tap_movingMoreThan45Points_fails() async {
        let (_, log) = makeTap()
        fingers.down(point)
        fingers.move(CGPoint(x: 96, y: 150))
        fingers.move(point)
        fingers.up(point)
        XCTAssertEqual(log.states, [])
    }

    func test_tap_pressShorterThan0_75s_recognizes() async {
        let (_, log) = makeTap()
        fingers.down(point)
        wait(0.74)
        fingers.up(point)
        XCTAssertEqual(log.states, [.ended])
    }

    func test_tap_pressLongerThan0_75s_fails() async {
        let (_, log) = makeTap()
        fingers.down(point)
        wait(0.76)
        fingers.up(point)
        XCTAssertEqual(log.states, [])
    }

    func test_doubleTap_secondTapWithin0_35s_recognizesAtSecondLift() async {
        let (_, log) = makeTap(taps: 2)
        fingers.tap(point)
        XCTAssertEqual(log.states, [])
        wait(0.34)
        fingers.tap(point)
        XCTAssertEqual(log.states, [.ended])
    }

    func test_doubleTap_secondTapAfter0_35s_fails() async {
        let (_, log) = makeTap(taps: 2)
        fingers.tap(point)
        wait(0.36)
        fingers.tap(point)
        wait(0.5)
        XCTAssertEqual(log.states, [])
    }

    func test_doubleTap_secondTapMoreThan45PointsAway_fails() async {
        let (_, log) = makeTap(taps: 2)
        fingers.tap(point)
        wait(0.1)
        fingers.tap(CGPoint(x: 100, y: 150))
        XCTAssertEqual(log.states, [])
    }

    func test_twoFingerTap_recognizesWithTwoFingers_atTheirCentroid() async {
        let (tap, log) = makeTap(touches: 2)
        var location = CGPoint.zero
        tap.addTarget { location = $0.location(in: $0.view) }
        fingers.tap([CGPoint(x: 40, y: 150), CGPoint(x: 80, y: 170)])
        XCTAssertEqual(log.states, [.ended])
        XCTAssertEqual(location, CGPoint(x: 60, y: 60))
    }

    func test_twoFingerTap_failsWithOneFinger() async {
        let (_, log) = makeTap(touches: 2)
        fingers.tap(point)
        XCTAssertEqual(log.states, [])
    }

    func test_oneFingerTap_failsWithTwoFingers() async {
        let (_, log) = makeTap()
        fingers.tap([CGPoint(x: 40, y: 150), CGPoint(x: 60, y: 150)])
        XCTAssertEqual(log.states, [])
    }

    func test_twoFingerTap_onViewWithMultipleTouchDisabled_recognizes() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        view.isMultipleTouchEnabled = false
        let (_, log) = makeTap(touches: 2, on: view)
        fingers.tap([CGPoint(x: 40, y: 150), CGPoint(x: 60, y: 150)])
        XCTAssertEqual(log.states, [.ended])
    }

    func test_tap_cancelsTheViewsTouchOnRecognition() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        _ = makeTap(on: view)
        fingers.tap(point)
        XCTAssertEqual(view.log, ["began 1", "cancelled 1"], "touchesEnded is delayed, then cancelled by the recognition")
    }

    func test_tap_zeroTapsRequired_isReportedAndIgnored() async {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 0
        XCTAssertEqual(tap.numberOfTapsRequired, 1)
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }

    func test_tap_isReusableAfterFailing() async {
        let (_, log) = makeTap()
        fingers.down(point)
        wait(0.8)
        fingers.up(point)
        fingers.tap(point)
        XCTAssertEqual(log.states, [.ended])
    }
}
