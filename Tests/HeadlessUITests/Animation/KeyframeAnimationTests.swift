import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class KeyframeAnimationTests: HeadlessTestCase {
    private func square() -> UIView {
        place(UIView(), frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    }

    func test_keyframes_runInSequenceOnTheClock() async {
        let view = square()
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 125 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 225 }
        }, completion: { finished.append($0) })
        wait(0.25)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 75, accuracy: 2, "half way through the first keyframe")
        wait(0.5)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 175, accuracy: 2, "half way through the second keyframe")
        XCTAssertEqual(finished, [])
        XCTAssertFalse(app.idleReport(horizon: 0).isIdle, "a keyframe animation keeps the app busy")
        wait(0.3)
        XCTAssertEqual(view.center.x, 225)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 225, accuracy: 0.5)
        XCTAssertEqual(finished, [true])
    }

    func test_shakeKeyframes_endAtIdentity() async {
        let view = square()
        UIView.animateKeyframes(withDuration: 0.35, delay: 0.1, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) {
                view.transform = CGAffineTransform(translationX: -5, y: 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.3) {
                view.transform = CGAffineTransform(translationX: 5, y: 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.3) { view.transform = .identity }
        }, completion: nil)
        XCTAssertEqual(view.transform, .identity, "nothing changes before the delay")
        wait(0.1 + 0.35 * 0.45)
        XCTAssertEqual(view.transform.tx, 5, "the second keyframe's target is the model value while it runs")
        wait(0.5)
        XCTAssertEqual(view.transform, .identity)
    }

    func test_addKeyframeOutsideAKeyframeAnimation_appliesAtOnce() async {
        let view = square()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertFalse(app.animator.isAnimating(view))
    }

    func test_keyframeOutsideTheUnitInterval_isReportedAndApplied() async {
        let view = square()
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.5) { view.alpha = 0.25 }
        })
        XCTAssertEqual(view.alpha, 0.25)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues[0])".contains("addKeyframe"), "\(issues[0])")
    }

    func test_transitionWithView_appliesChangesAndCompletesAfterTheDuration() async {
        let label = place(UILabel(), frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        var finished = false
        UIView.transition(with: label, duration: 0.4, options: .transitionCrossDissolve, animations: { label.text = "Flipped" }) {
            finished = $0
        }
        XCTAssertEqual(label.text, "Flipped")
        wait(0.3)
        XCTAssertFalse(finished)
        wait(0.2)
        XCTAssertTrue(finished)
    }

    func test_transitionFromTo_replacesTheViewInItsSuperview() async {
        let container = place(UIView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let front = UIView(), back = UIView(), sibling = UIView()
        container.addSubview(front)
        container.addSubview(sibling)
        var finished = false
        UIView.transition(from: front, to: back, duration: 0.5, options: .transitionFlipFromLeft) { finished = $0 }
        XCTAssertNil(front.superview)
        XCTAssertEqual(container.subviews, [back, sibling], "the new view takes the old one's place")
        wait(0.6)
        XCTAssertTrue(finished)
        UIView.transition(from: back, to: front, duration: 0, options: .showHideTransitionViews)
        XCTAssertTrue(back.isHidden, "show/hide keeps both views")
        XCTAssertEqual(back.superview, container)
    }
}
