import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIViewPropertyAnimatorTests: HeadlessTestCase {
    private func square() -> UIView {
        place(UIView(), frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    }

    func test_startAnimation_runsOnTheClockAndCompletesAtTheEnd() async {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.alpha, 1, "blocks run at start, not at creation")
        animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(view.alpha, 0, "the model value changes at once")
        wait(0.5)
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 0.02)
        XCTAssertFalse(app.idleReport(horizon: 0).isIdle, "a running animator keeps the app busy")
        wait(0.6)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.alpha, 0)
    }

    func test_pauseAndScrub_setThePresentationAndLeaveTheAppIdle() async {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 225 }
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        animator.fractionComplete = 0.25
        XCTAssertEqual(view.center.x, 225)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 75, accuracy: 0.5, "a quarter of the way on screen")
        XCTAssertEqual(app.animator.runningAnimationCount, 0, "paused animators are not running work")
        wait(1)
        XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 0.0001, "paused: time does not move it")
        animator.startAnimation()
        wait(0.75)
        XCTAssertEqual(animator.fractionComplete, 0.625, accuracy: 0.02, "resumes from the scrubbed fraction")
    }

    func test_reversed_endsAtTheStartAndRestoresTheStartValues() async {
        let view = square()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0.2 }
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        wait(0.4)
        animator.isReversed = true
        wait(0.3)
        XCTAssertEqual(animator.fractionComplete, 0.1, accuracy: 0.02, "runs back from where it was")
        XCTAssertNil(position)
        wait(0.2)
        XCTAssertEqual(position, .start)
        XCTAssertEqual(view.alpha, 1, "back to the start value, as UIKit sets the model")
    }

    func test_stopAndFinish_keepTheCurrentValues() async {
        let view = square()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        wait(0.5)
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(view.alpha, 0.5, accuracy: 0.02, "the on-screen value becomes the model value")
        XCTAssertNil(position)
        animator.finishAnimation(at: .current)
        XCTAssertEqual(position, .current)
        XCTAssertEqual(animator.state, .inactive)
    }

    func test_runningPropertyAnimator_startsAfterItsDelayWithoutBeingKept() async {
        let view = square()
        var done = false
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.5, options: [.curveEaseOut], animations: { view.alpha = 0 }, completion: { _ in done = true }
        )
        wait(0.9)
        XCTAssertFalse(done)
        wait(0.2)
        XCTAssertTrue(done, "the animator keeps itself alive while active")
    }

    func test_springAndBezierCurves_finishAtTheirDuration() async {
        let view = square()
        var ends = 0
        let spring = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.6) { view.center.y = 300 }
        spring.addCompletion { _ in ends += 1 }
        let bezier = UIViewPropertyAnimator(
            duration: 0.5, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.8, y: 1)
        ) { view.alpha = 0.5 }
        bezier.addCompletion { _ in ends += 1 }
        spring.startAnimation()
        bezier.startAnimation()
        wait(0.6)
        XCTAssertEqual(ends, 2)
        XCTAssertEqual(view.center.y, 300)
    }
}
