import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIPinchGestureRecognizerTests: HeadlessTestCase {
    private let center = CGPoint(x: 200, y: 400)

    private func makePinch(on view: UIView? = nil) -> (UIPinchGestureRecognizer, GestureLog) {
        let target = view ?? place(UIView(), frame: window.bounds)
        let pinch = UIPinchGestureRecognizer()
        target.addGestureRecognizer(pinch)
        return (pinch, GestureLog(pinch) { ($0 as! UIPinchGestureRecognizer).scale })
    }

    func test_pinch_spreadingFingers_scalesUpAndEndsOnLift() async {
        let (_, log) = makePinch()
        fingers.pinch(center: center, from: 100, to: 200, steps: 4)
        XCTAssertEqual(log.states, [.began, .changed, .changed, .changed, .ended])
        XCTAssertEqual(log.values.last ?? 0, 2, accuracy: 1e-9)
    }

    func test_pinch_changeWithinTenPoints_doesNotBegin() async {
        let (_, log) = makePinch()
        fingers.pinch(center: center, from: 100, to: 110, steps: 2, lift: false)
        XCTAssertEqual(log.states, [])
        fingers.move([CGPoint(x: 144, y: 400), CGPoint(x: 256, y: 400)])
        XCTAssertEqual(log.states, [.began], "112 pt apart is more than 10 pt from the starting 100 pt")
    }

    func test_pinch_closingFingers_scalesDownWithNegativeVelocity() async {
        let (pinch, _) = makePinch()
        fingers.pinch(center: center, from: 200, to: 100, steps: 4, lift: false)
        XCTAssertEqual(pinch.scale, 0.5, accuracy: 1e-9)
        XCTAssertLessThan(pinch.velocity, 0)
    }

    func test_pinch_settingScale_makesLaterChangesRelative() async {
        let (pinch, _) = makePinch()
        fingers.pinch(center: center, from: 100, to: 200, steps: 2, lift: false)
        pinch.scale = 1
        fingers.move([CGPoint(x: 50, y: 400), CGPoint(x: 350, y: 400)])
        XCTAssertEqual(pinch.scale, 1.5, accuracy: 1e-9)
    }

    func test_pinch_oneFingerLifted_keepsTheGestureUntilBothLift() async {
        let (pinch, log) = makePinch()
        fingers.pinch(center: center, from: 100, to: 200, steps: 2, lift: false)
        fingers.up(CGPoint(x: 100, y: 400), id: 1)
        XCTAssertEqual(log.states.last, .changed)
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9)
        fingers.move(CGPoint(x: 390, y: 400), id: 2)
        fingers.up(CGPoint(x: 390, y: 400), id: 2)
        XCTAssertEqual(log.states.last, .ended)
        XCTAssertEqual(log.values.last ?? 0, 2, accuracy: 1e-9)
    }

    func test_pinch_thirdFinger_isIgnored() async {
        let (pinch, _) = makePinch()
        fingers.pinch(center: center, from: 100, to: 200, steps: 2, lift: false)
        fingers.down(CGPoint(x: 200, y: 600), id: 3)
        fingers.move(CGPoint(x: 200, y: 800), id: 3)
        XCTAssertEqual(pinch.numberOfTouches, 2)
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9)
    }

    func test_pinch_oneFingerDrag_neverBegins() async {
        let (_, log) = makePinch()
        fingers.drag(from: center, to: CGPoint(x: 300, y: 400), steps: 3)
        XCTAssertEqual(log.states, [])
    }

    func test_pinch_onViewWithMultipleTouchDisabled_works() async {
        let view = place(UIView(), frame: window.bounds)
        view.isMultipleTouchEnabled = false
        let (_, log) = makePinch(on: view)
        fingers.pinch(center: center, from: 100, to: 200, steps: 2)
        XCTAssertEqual(log.states.first, .began)
    }

    func test_pinch_nonPositiveScale_isReportedAndIgnored() async {
        let pinch = UIPinchGestureRecognizer()
        pinch.scale = 0
        XCTAssertEqual(pinch.scale, 1)
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }
}
