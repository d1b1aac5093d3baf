import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UISwipeGestureRecognizerTests: HeadlessTestCase {
    private let start = CGPoint(x: 100, y: 300)

    private func makeSwipe(_ direction: UISwipeGestureRecognizer.Direction = .right) -> (UISwipeGestureRecognizer, GestureLog) {
        let view = place(UIView(), frame: window.bounds)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = direction
        view.addGestureRecognizer(swipe)
        return (swipe, GestureLog(swipe))
    }

    func test_swipe_defaultsToRightWithOneFinger() async {
        let swipe = UISwipeGestureRecognizer()
        XCTAssertEqual(swipe.direction, .right)
        XCTAssertEqual(swipe.numberOfTouchesRequired, 1)
    }

    func test_swipe_fastRightSwipe_recognizesBeforeTheLift() async {
        let (_, log) = makeSwipe()
        fingers.drag(from: start, to: CGPoint(x: 220, y: 300), steps: 4, lift: false)
        XCTAssertEqual(log.states, [.ended])
    }

    func test_swipe_reportsWhereItBegan() async {
        let (swipe, _) = makeSwipe()
        var location = CGPoint.zero
        swipe.addTarget { location = $0.location(in: nil) }
        fingers.drag(from: start, to: CGPoint(x: 220, y: 300), steps: 4)
        XCTAssertEqual(location, start)
    }

    func test_swipe_wrongDirection_fails() async {
        let (_, log) = makeSwipe()
        fingers.drag(from: start, to: CGPoint(x: 0, y: 300), steps: 4)
        XCTAssertEqual(log.states, [])
    }

    func test_swipe_mostlySideways_fails() async {
        let (_, log) = makeSwipe()
        fingers.drag(from: start, to: CGPoint(x: 160, y: 420), steps: 4)
        XCTAssertEqual(log.states, [])
    }

    func test_swipe_heldLongerThanHalfASecond_fails() async {
        let (swipe, log) = makeSwipe()
        fingers.down(start)
        wait(0.51)
        XCTAssertEqual(swipe.state, .failed)
        fingers.move(CGPoint(x: 250, y: 300))
        fingers.up(CGPoint(x: 250, y: 300))
        XCTAssertEqual(log.states, [])
    }

    func test_swipe_liftedBeforeEnoughMovement_fails() async {
        let (_, log) = makeSwipe()
        fingers.drag(from: start, to: CGPoint(x: 130, y: 300), steps: 2)
        XCTAssertEqual(log.states, [])
    }

    func test_swipe_slowSwipe_needsLessDistance() async {
        let (_, log) = makeSwipe()
        fingers.down(start)
        wait(0.4)
        fingers.move(CGPoint(x: 125, y: 300))
        XCTAssertEqual(log.states, [])
        wait(0.05)
        fingers.move(CGPoint(x: 132, y: 300))   // 32 pt at 0.45 s ≥ 50 × (1 − 0.45 × 0.94) = 28.85
        XCTAssertEqual(log.states, [.ended])
    }

    func test_swipe_leftOrRight_recognizesLeft() async {
        let (_, log) = makeSwipe([.left, .right])
        fingers.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 150, y: 300), steps: 4)
        XCTAssertEqual(log.states, [.ended])
    }

    func test_swipe_up_recognizesUpwardSwipe() async {
        let (_, log) = makeSwipe(.up)
        fingers.drag(from: start, to: CGPoint(x: 100, y: 150), steps: 4)
        XCTAssertEqual(log.states, [.ended])
    }

    func test_swipe_twoFingersRequired_recognizesTwoFingerSwipe() async {
        let (swipe, log) = makeSwipe()
        swipe.numberOfTouchesRequired = 2
        fingers.down([CGPoint(x: 100, y: 300), CGPoint(x: 100, y: 340)])
        for step in 1...4 {
            await app.runLoop.runFrames(1)
            let x = 100 + CGFloat(step) * 30
            fingers.move([CGPoint(x: x, y: 300), CGPoint(x: x, y: 340)])
        }
        XCTAssertEqual(log.states, [.ended])
    }

    func test_swipe_twoFingersRequired_ignoresOneFingerSwipe() async {
        let (swipe, log) = makeSwipe()
        swipe.numberOfTouchesRequired = 2
        fingers.drag(from: start, to: CGPoint(x: 250, y: 300), steps: 4)
        XCTAssertEqual(log.states, [])
    }

    func test_swipe_emptyDirection_isReportedAndIgnored() async {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = []
        XCTAssertEqual(swipe.direction, .right)
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }
}
