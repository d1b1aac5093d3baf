@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ViewAnimationTests: HeadlessTestCase {
    func test_animate_updatesModelAtOnceAndPresentationOverTime() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 })
        XCTAssertEqual(view.center.x, 250, "the model value changes immediately")
        XCTAssertEqual(view.layer.presentation()?.position.x ?? -1, 50, accuracy: 0.001)
        wait(0.5)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? -1, 150, accuracy: 2)
        wait(0.6)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? -1, 250, accuracy: 0.001)
        XCTAssertFalse(app.animator.isAnimating(view))
    }

    func test_easeInOut_isSlowerThanLinearAtTheStart() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 })
        wait(0.2)
        let alpha = CGFloat(view.layer.presentation()?.opacity ?? 0)
        XCTAssertGreaterThan(alpha, 0.8, "ease-in-out has moved less than linear's 20 % after 0.2 s")
        XCTAssertLessThan(alpha, 1)
    }

    func test_completion_runsOnceWithTrueWhenEveryPropertyFinished() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: {
            view.alpha = 0.5
            view.frame.origin.y = 300
        }, completion: { completions.append($0) })
        wait(0.25)
        XCTAssertEqual(completions, [])
        wait(0.1)
        XCTAssertEqual(completions, [true])
    }

    func test_delay_holdsThePresentationValueUntilItEnds() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        UIView.animate(withDuration: 0.5, delay: 0.5, options: [], animations: { view.alpha = 0 })
        wait(0.4)
        XCTAssertEqual(view.layer.presentation()?.opacity ?? -1, 1)
        wait(0.7)
        XCTAssertEqual(view.layer.presentation()?.opacity ?? -1, 0)
    }

    func test_animatingView_ignoresTaps() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        UIView.animate(withDuration: 1, animations: { view.backgroundColor = .red })
        fingers.tap(CGPoint(x: 50, y: 150))
        XCTAssertEqual(view.log, [], "views being animated ignore touches")
        wait(1.1)
        fingers.tap(CGPoint(x: 50, y: 150))
        XCTAssertEqual(view.log, ["began 1", "ended 1"])
    }

    func test_allowUserInteraction_letsAnimatingViewReceiveTaps() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 0.5 })
        fingers.tap(CGPoint(x: 50, y: 150))
        XCTAssertEqual(view.log, ["began 1", "ended 1"])
    }

    func test_hitTesting_usesTheModelFrameMidAnimation() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.frame.origin.x = 200 })
        wait(0.1)
        XCTAssertTrue(window.hitTest(CGPoint(x: 250, y: 150), with: nil) === view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 150), with: nil) === window)
    }

    func test_animationsDisabled_applyAtOnceAndStillComplete() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        UIView.setAnimationsEnabled(false)
        var completed = false
        UIView.animate(withDuration: 5, animations: { view.alpha = 0 }, completion: { completed = $0 })
        XCTAssertEqual(app.animator.runningAnimationCount, 0)
        XCTAssertEqual(view.layer.presentation()?.opacity ?? -1, 0)
        XCTAssertFalse(completed, "the completion runs on a later turn, as in UIKit")
        app.runLoop.runOnce()
        XCTAssertTrue(completed)
    }

    func test_disableAnimationsLaunchArgument_makesEverythingInstant() async {
        let instant = UIApplication.launch(LaunchConfiguration(arguments: [LaunchConfiguration.disableAnimationsArgument]))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 })
        XCTAssertFalse(UIView.areAnimationsEnabled)
        XCTAssertEqual(instant.animator.runningAnimationCount, 0)
    }

    func test_newAnimationOfSameProperty_startsFromOnScreenValue() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        var first: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 }, completion: { first = $0 })
        wait(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 50 })
        XCTAssertEqual(first, true)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? -1, 100, accuracy: 2, "continues from where it was on screen")
        wait(0.5)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? -1, 75, accuracy: 2)
    }

    func test_removeAllAnimations_completesWithFalse() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        var result: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { result = $0 })
        app.animator.removeAllAnimations(of: view)
        XCTAssertEqual(result, false)
        XCTAssertEqual(view.layer.presentation()?.opacity ?? -1, 0)
    }

    func test_spring_settlesAtTheTargetByTheEnd() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, animations: { view.center.y = 500 }
        )
        var overshoot = false
        for _ in 0..<36 {
            await app.runLoop.runFrames(1)
            if (view.layer.presentation()?.position.y ?? 0) > 500.5 { overshoot = true }
        }
        XCTAssertTrue(overshoot, "an underdamped spring overshoots")
        wait(0.1)
        XCTAssertEqual(view.layer.presentation()?.position.y ?? -1, 500, accuracy: 0.001)
    }

    func test_repeatAutoreverse_keepsRunning() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { view.alpha = 0 })
        wait(0.75)
        XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.05, "halfway back on the reverse leg")
        XCTAssertTrue(app.animator.isAnimating(view))
        XCTAssertFalse(app.idleReport().isIdle)
    }

    func test_timingCurves_matchTheirShapes() async {
        XCTAssertEqual(AnimationCurve.linear.progress(at: 0.25), 0.25)
        XCTAssertEqual(AnimationCurve.easeInOut.progress(at: 0.5), 0.5, accuracy: 0.001)
        XCTAssertLessThan(AnimationCurve.easeIn.progress(at: 0.5), 0.5)
        XCTAssertGreaterThan(AnimationCurve.easeOut.progress(at: 0.5), 0.5)
        XCTAssertEqual(AnimationCurve.easeInOut.progress(at: 1), 1, accuracy: 0.0001)
    }
}
