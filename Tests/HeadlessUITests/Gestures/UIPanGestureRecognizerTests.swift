import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIPanGestureRecognizerTests: HeadlessTestCase {
    private let start = CGPoint(x: 50, y: 150)

    private func makePan(on view: UIView? = nil) -> (UIPanGestureRecognizer, GestureLog) {
        let target = view ?? place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let pan = UIPanGestureRecognizer()
        target.addGestureRecognizer(pan)
        return (pan, GestureLog(pan) { ($0 as! UIPanGestureRecognizer).translation(in: $0.view).x })
    }

    func test_pan_doesNotBeginWithinTenPoints() async {
        let (_, log) = makePan()
        fingers.down(start)
        fingers.move(CGPoint(x: 60, y: 150))
        XCTAssertEqual(log.states, [])
    }

    func test_pan_beginsPastTenPoints_withTheHysteresisRemoved() async {
        let (_, log) = makePan()
        fingers.down(start)
        fingers.move(CGPoint(x: 60, y: 150))
        fingers.move(CGPoint(x: 62, y: 150))
        XCTAssertEqual(log.states, [.began])
        XCTAssertEqual(log.values[0], 2, accuracy: 1e-9, "translation at began is measured past the 10 pt hysteresis")
    }

    func test_pan_reportsChangedOnMovesAndEndedOnLift() async {
        let (_, log) = makePan()
        fingers.drag(from: start, to: CGPoint(x: 150, y: 150), steps: 4)
        XCTAssertEqual(log.states, [.began, .changed, .changed, .changed, .ended])
        XCTAssertEqual(log.values.last ?? 0, 90, accuracy: 1e-9, "100 pt of travel minus the 10 pt hysteresis")
    }

    func test_pan_translationIsInTheRequestedViewsCoordinates() async {
        let container = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        container.transform = CGAffineTransform(scaleX: 2, y: 2)
        let (pan, _) = makePan()
        fingers.drag(from: start, to: CGPoint(x: 110, y: 150), steps: 2, lift: false)
        XCTAssertEqual(pan.translation(in: nil).x, 50, accuracy: 1e-9)
        XCTAssertEqual(pan.translation(in: container).x, 25, accuracy: 1e-9)
    }

    func test_pan_setTranslation_rebasesLaterTranslation() async {
        let (pan, _) = makePan()
        fingers.drag(from: start, to: CGPoint(x: 100, y: 150), steps: 2, lift: false)
        pan.setTranslation(.zero, in: nil)
        fingers.move(CGPoint(x: 107, y: 153))
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 7, y: 3))
    }

    func test_pan_velocityIsSmoothedTwentyPercentNewSample() async {
        let (pan, _) = makePan()
        fingers.down(start)
        wait(0.1)
        fingers.move(CGPoint(x: 70, y: 150))   // 200 pt/s → 0.2 × 200 = 40
        XCTAssertEqual(pan.velocity(in: nil).x, 40, accuracy: 1e-6)
        wait(0.1)
        fingers.move(CGPoint(x: 90, y: 150))   // 0.2 × 200 + 0.8 × 40 = 72
        XCTAssertEqual(pan.velocity(in: nil).x, 72, accuracy: 1e-6)
        XCTAssertEqual(pan.velocity(in: nil).y, 0, accuracy: 1e-6)
    }

    func test_pan_quickRelease_keepsItsVelocity() async {
        let (pan, _) = makePan()
        var endVelocity = CGPoint.zero
        pan.addTarget { if $0.state == .ended { endVelocity = ($0 as! UIPanGestureRecognizer).velocity(in: nil) } }
        fingers.drag(from: start, to: CGPoint(x: 150, y: 150), steps: 5)
        XCTAssertGreaterThan(endVelocity.x, 500, "five 1,200 pt/s samples smoothed: 1,200 × (1 − 0.8⁵) ≈ 807")
    }

    func test_pan_releaseAfterResting_hasNoVelocity() async {
        let (pan, _) = makePan()
        var endVelocity = CGPoint(x: -1, y: -1)
        pan.addTarget { if $0.state == .ended { endVelocity = ($0 as! UIPanGestureRecognizer).velocity(in: nil) } }
        fingers.drag(from: start, to: CGPoint(x: 150, y: 150), steps: 5, lift: false)
        wait(0.5)
        fingers.up(CGPoint(x: 150, y: 150))
        XCTAssertEqual(endVelocity, .zero)
    }

    func test_pan_cancelledTouch_cancelsTheGesture() async {
        let (_, log) = makePan()
        fingers.drag(from: start, to: CGPoint(x: 100, y: 150), steps: 2, lift: false)
        app.eventSystem.cancelAllTouches()
        XCTAssertEqual(log.states, [.began, .changed, .cancelled])
    }

    func test_pan_liftedBeforeBeginning_failsAndLeavesTheViewItsTouches() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let (_, log) = makePan(on: view)
        fingers.down(start)
        fingers.move(CGPoint(x: 55, y: 150))
        fingers.up(CGPoint(x: 55, y: 150))
        XCTAssertEqual(log.states, [])
        XCTAssertEqual(view.log, ["began 1", "moved 1", "ended 1"])
    }

    func test_pan_minimumTwoTouches_ignoresOneFingerDrags() async {
        let (pan, log) = makePan()
        pan.minimumNumberOfTouches = 2
        fingers.drag(from: start, to: CGPoint(x: 150, y: 150), steps: 3)
        XCTAssertEqual(log.states, [])
    }

    func test_pan_minimumTwoTouches_beginsWithTwoFingersMovingTogether() async {
        let (pan, log) = makePan()
        pan.minimumNumberOfTouches = 2
        fingers.down([CGPoint(x: 50, y: 150), CGPoint(x: 80, y: 150)])
        fingers.move([CGPoint(x: 50, y: 170), CGPoint(x: 80, y: 170)])
        XCTAssertEqual(log.states, [.began])
        XCTAssertEqual(pan.translation(in: nil).y, 10, accuracy: 1e-9)
    }

    func test_pan_maximumOneTouch_ignoresTheSecondFinger() async {
        let (pan, _) = makePan()
        pan.maximumNumberOfTouches = 1
        fingers.down(start, id: 1)
        fingers.down(CGPoint(x: 100, y: 150), id: 2)
        fingers.move(CGPoint(x: 200, y: 300), id: 2)
        fingers.move(CGPoint(x: 80, y: 150), id: 1)
        XCTAssertEqual(pan.numberOfTouches, 1)
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 20, y: 0))
    }

    func test_pan_minimumAboveMaximum_isReportedAndIgnored() async {
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 2
        pan.minimumNumberOfTouches = 3
        XCTAssertEqual(pan.minimumNumberOfTouches, 1)
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }
}
