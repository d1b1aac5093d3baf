import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Records the delegate calls of layer animations.
@MainActor
private final class AnimationRecorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

@MainActor
final class CAAnimationTests: HeadlessTestCase {
    func test_basicAnimation_interpolatesOnTheRuntimeClockWithoutChangingTheModel() async {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        XCTAssertEqual(layer.presentation()?.opacity ?? -1, 1, accuracy: 0.001)
        wait(0.5)
        XCTAssertEqual(layer.presentation()?.opacity ?? -1, 0.5, accuracy: 0.02, "linear without a timing function")
        XCTAssertEqual(layer.opacity, 1, "the model is unchanged")
        XCTAssertFalse(app.idleReport(horizon: 0).isIdle, "a running layer animation is not idle")
        wait(0.6)
        XCTAssertEqual(layer.presentation()?.opacity ?? -1, 1, accuracy: 0.001, "removed on completion: the model shows again")
        XCTAssertNil(layer.animation(forKey: "fade"))
        XCTAssertTrue(app.idleReport(horizon: 0).isIdle)
    }

    func test_delegate_hearsStartAndStop() async {
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let recorder = AnimationRecorder()
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 100
        move.duration = 0.3
        move.delegate = recorder
        layer.add(move, forKey: nil)
        wait(0.1)
        XCTAssertEqual(recorder.events, ["start"])
        wait(0.3)
        XCTAssertEqual(recorder.events, ["start", "stop true"])
    }

    func test_removeAnimation_stopsItUnfinished() async {
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let recorder = AnimationRecorder()
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 2
        grow.duration = 1
        grow.delegate = recorder
        layer.add(grow, forKey: "grow")
        XCTAssertNotNil(layer.animation(forKey: "grow"))
        XCTAssertEqual(layer.animationKeys(), ["grow"])
        wait(0.1)
        layer.removeAnimation(forKey: "grow")
        XCTAssertEqual(recorder.events, ["start", "stop false"])
        XCTAssertNil(layer.animationKeys())
        XCTAssertTrue(app.idleReport(horizon: 0).isIdle)
    }

    func test_fillModeForwards_holdsTheEndValueWhenNotRemoved() async {
        let layer = CAShapeLayer()
        window.layer.addSublayer(layer)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 0.8
        draw.duration = 0.5
        draw.fillMode = .forwards
        draw.isRemovedOnCompletion = false
        layer.add(draw, forKey: "draw")
        wait(1)
        XCTAssertNotNil(layer.animation(forKey: "draw"), "kept on the layer")
        XCTAssertTrue(app.idleReport(horizon: 0).isIdle, "a finished animation is not running")
        XCTAssertEqual(layer.strokeEnd, 1, "the model is unchanged")
    }

    func test_autoreversesAndRepeatCount_runForTheWholeActiveTime() async {
        let layer = CALayer()
        layer.position = CGPoint(x: 0, y: 0)
        window.layer.addSublayer(layer)
        let recorder = AnimationRecorder()
        let bounce = CABasicAnimation(keyPath: "position.y")
        bounce.fromValue = 0
        bounce.toValue = 100
        bounce.duration = 0.5
        bounce.autoreverses = true
        bounce.repeatCount = 2
        bounce.delegate = recorder
        layer.add(bounce, forKey: "bounce")
        wait(0.5)
        XCTAssertEqual(layer.presentation()?.position.y ?? -1, 100, accuracy: 2, "at the far end after one duration")
        wait(0.5)
        XCTAssertEqual(layer.presentation()?.position.y ?? -1, 0, accuracy: 2, "back after two")
        wait(0.9)
        XCTAssertEqual(recorder.events, ["start"], "2 × (0.5 + 0.5) s: still running at 1.9 s")
        wait(0.2)
        XCTAssertEqual(recorder.events, ["start", "stop true"])
    }

    func test_keyframeAnimation_passesThroughItsValues() async {
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 100, 50]
        shake.keyTimes = [0, 0.5, 1]
        shake.duration = 1
        layer.add(shake, forKey: "shake")
        wait(0.25)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 50, accuracy: 2)
        wait(0.25)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 100, accuracy: 2)
        wait(0.25)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 75, accuracy: 2)
    }

    func test_springAnimation_overshootsWithLowDamping() async {
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        var maximum: CGFloat = 0
        for _ in 0..<60 {
            wait(1.0 / 60)
            maximum = max(maximum, layer.presentation()?.position.x ?? 0)
        }
        XCTAssertGreaterThan(maximum, 105, "overshoots the target")
        XCTAssertGreaterThan(spring.settlingDuration, 0.5)
    }

    func test_timingFunction_easesIn() async {
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(move, forKey: nil)
        wait(0.5)
        XCTAssertLessThan(layer.presentation()?.position.x ?? 100, 40, "slow start")
    }

    func test_transaction_completionWaitsForItsAnimations() async {
        let layer = CALayer()
        window.layer.addSublayer(layer)
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.5
        layer.add(fade, forKey: nil)
        CATransaction.commit()
        wait(0.3)
        XCTAssertFalse(completed)
        wait(0.3)
        XCTAssertTrue(completed)
    }

    func test_layerAnimationOnAView_showsInSnapshots() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .black
        window.backgroundColor = .white
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.5
        fade.toValue = 0.5
        fade.duration = 1
        view.layer.add(fade, forKey: nil)
        assertPixel(window.snapshotImage(scale: 1).pixel(x: 10, y: 10), 128, 128, 128, 255)
        let colour = CABasicAnimation(keyPath: "backgroundColor")
        colour.fromValue = UIColor.red.cgColor
        colour.toValue = UIColor.red.cgColor
        colour.duration = 1
        view.layer.add(colour, forKey: nil)
        assertPixel(window.snapshotImage(scale: 1).pixel(x: 10, y: 10), 255, 128, 128, 255)
        wait(1.1)
        assertPixel(window.snapshotImage(scale: 1).pixel(x: 10, y: 10), 0, 0, 0, 255)
    }

    func test_unknownKeyPath_isReported() async {
        let layer = CALayer()
        window.layer.addSublayer(layer)
        layer.add(CABasicAnimation(keyPath: "contentsRect"), forKey: nil)
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }

    func test_currentMediaTime_isTheRuntimeClock() async {
        let start = CACurrentMediaTime()
        wait(2)
        XCTAssertEqual(CACurrentMediaTime() - start, 2, accuracy: 0.001)
    }
}
