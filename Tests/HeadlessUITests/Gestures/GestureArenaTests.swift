@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class GestureArenaTests: HeadlessTestCase {
    func test_stateMachine_allowsOnlyUIKitTransitions() async {
        typealias S = UIGestureRecognizer.State
        XCTAssertTrue(GestureStateMachine.isLegal(from: .possible, to: .began))
        XCTAssertTrue(GestureStateMachine.isLegal(from: .possible, to: .ended))
        XCTAssertTrue(GestureStateMachine.isLegal(from: .changed, to: .cancelled))
        XCTAssertFalse(GestureStateMachine.isLegal(from: .possible, to: .changed))
        XCTAssertFalse(GestureStateMachine.isLegal(from: .ended, to: .began))
        XCTAssertFalse(GestureStateMachine.isLegal(from: .failed, to: .ended))
        var machine = GestureStateMachine()
        XCTAssertFalse(machine.transition(to: .cancelled))
        XCTAssertEqual(machine.state, S.possible)
    }

    func test_recognizer_seesTouchesBeforeTheView() async {
        var order: [String] = []
        final class View: UIView {
            var onBegan: () -> Void = {}
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan() }
        }
        final class Spy: UIGestureRecognizer {
            var onBegan: () -> Void = {}
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { onBegan() }
        }
        let view = place(View(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let spy = Spy()
        spy.onBegan = { order.append("recognizer") }
        view.onBegan = { order.append("view") }
        view.addGestureRecognizer(spy)
        fingers.down(CGPoint(x: 50, y: 150))
        XCTAssertEqual(order, ["recognizer", "view"])
    }

    func test_recognitionWithCancelsTouchesInView_cancelsTheViewsTouch() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let pan = ScriptedRecognizer(continuous: true)
        view.addGestureRecognizer(pan)
        fingers.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 150, y: 150), steps: 3)
        XCTAssertEqual(view.log, ["began 1", "cancelled 1"])
        XCTAssertEqual(pan.reported, [.began, .changed, .changed, .ended])
        XCTAssertEqual(pan.state, .possible, "reset after the gesture ended and the touch lifted")
    }

    func test_cancelsTouchesInViewFalse_letsTheViewKeepItsTouches() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let pan = ScriptedRecognizer(continuous: true)
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        fingers.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 150, y: 150), steps: 2)
        XCTAssertEqual(view.log, ["began 1", "moved 1", "moved 1", "ended 1"])
    }

    func test_delaysTouchesBegan_holdsBeganUntilTheRecognizerFails() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let recognizer = ScriptedRecognizer()
        recognizer.failOnLift = true
        recognizer.delaysTouchesBegan = true
        view.addGestureRecognizer(recognizer)
        fingers.down(CGPoint(x: 50, y: 150))
        XCTAssertEqual(view.log, [])
        fingers.up(CGPoint(x: 50, y: 150))
        XCTAssertEqual(view.log, ["began 1", "ended 1"])
    }

    func test_delaysTouchesBegan_dropsTheTouchWhenTheRecognizerWins() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let recognizer = ScriptedRecognizer()
        recognizer.delaysTouchesBegan = true
        view.addGestureRecognizer(recognizer)
        fingers.tap(CGPoint(x: 50, y: 150))
        XCTAssertEqual(view.log, [], "the view never hears of a touch a delaying recognizer took")
        XCTAssertEqual(recognizer.reported, [.ended])
    }

    func test_delegateShouldBeginFalse_failsTheRecognizer() async {
        final class Refuse: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let recognizer = ScriptedRecognizer()
        let delegate = Refuse()
        recognizer.delegate = delegate
        view.addGestureRecognizer(recognizer)
        fingers.tap(CGPoint(x: 50, y: 150))
        XCTAssertEqual(recognizer.reported, [])
        XCTAssertEqual(view.log, ["began 1", "ended 1"])
    }

    func test_delegateShouldReceiveFalse_keepsTouchFromRecognizer() async {
        final class Ignore: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { false }
        }
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let recognizer = ScriptedRecognizer()
        let delegate = Ignore()
        recognizer.delegate = delegate
        view.addGestureRecognizer(recognizer)
        fingers.tap(CGPoint(x: 50, y: 150))
        XCTAssertEqual(recognizer.reported, [])
    }

    func test_requireToFail_waitsThenRecognizesWhenOtherFails() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let first = ScriptedRecognizer(), blocker = ScriptedRecognizer()
        blocker.failOnLift = true
        first.require(toFail: blocker)
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(blocker)
        fingers.tap(CGPoint(x: 50, y: 150))
        XCTAssertEqual(first.reported, [.ended])
    }

    func test_requireToFail_failsWhenOtherRecognizes() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let waiting = ScriptedRecognizer(), winner = ScriptedRecognizer()
        waiting.require(toFail: winner)
        view.addGestureRecognizer(waiting)
        view.addGestureRecognizer(winner)
        fingers.tap(CGPoint(x: 50, y: 150))
        XCTAssertEqual(winner.reported, [.ended])
        XCTAssertEqual(waiting.reported, [])
    }

    func test_recognizersSharingTouches_areExclusiveUnlessSimultaneousIsAllowed() async {
        final class AllowBoth: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let a = ScriptedRecognizer(continuous: true), b = ScriptedRecognizer(continuous: true)
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        fingers.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 100, y: 150), steps: 2)
        XCTAssertEqual(a.reported.first, .began)
        XCTAssertEqual(b.reported, [], "the second recognizer is prevented by the first")

        let both = AllowBoth()
        a.delegate = both
        fingers.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 100, y: 150), steps: 2)
        XCTAssertEqual(b.reported.first, .began)
    }

    func test_illegalTransition_isReportedAndIgnored() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let recognizer = ScriptedRecognizer()
        view.addGestureRecognizer(recognizer)
        recognizer.state = .changed
        XCTAssertEqual(recognizer.state, .possible)
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }

    func test_disabledRecognizer_receivesNoTouches() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let recognizer = ScriptedRecognizer()
        recognizer.isEnabled = false
        view.addGestureRecognizer(recognizer)
        fingers.tap(CGPoint(x: 50, y: 150))
        XCTAssertEqual(recognizer.reported, [])
    }
}
