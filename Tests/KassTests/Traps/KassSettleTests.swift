import Foundation
import HeadlessUI
@testable import Kass
import XCTest

/// Waits end in the frame their condition first holds, and read-back watches until the work an
/// action started has finished.
@MainActor
final class KassSettleTests: KassDSLTestCase {
    private let frame = 1.0 / 60.0

    // MARK: A wait returns in the first frame its condition holds

    /// The invariant, over every way an idle app can make a condition true: a passing wait never ends
    /// later than one frame after its condition first held (the status turns "Ready" at 1.2 s).
    func test_wait_endsWithinOneFrameOfTheConditionHolding() async {
        let triggers: [(String, LateEffectsFixture.ReadyTrigger, Bool)] = [
            ("delayed work, idle app", .delayedWork, false),
            ("delayed work, ticking app", .delayedWork, true),
            ("animation completion", .animationCompletion, false),
        ]
        for (name, trigger, ticker) in triggers {
            start(KassApp(name: "Late") { LateEffectsFixture(readyBy: trigger, ticker: ticker) })
            let late: AnyScreen = screen()
            late.text("late.status").assertText("Ready")
            XCTAssertEqual(capture.messages, [], name)
            let ended = session.appTime
            XCTAssertGreaterThanOrEqual(ended, LateEffectsFixture.readyTime - 1e-6, name)
            XCTAssertLessThanOrEqual(ended, LateEffectsFixture.readyTime + frame + 1e-6, "\(name): the wait ended at \(ended) s")
            session.finish()
        }
    }

    func test_wait_reportsTheAppTimeTheAppNeeded() async {
        start(KassApp(name: "Late") { LateEffectsFixture(ticker: false) })
        let late: AnyScreen = screen()
        late.text("late.status").assertText("Ready")
        let durations = events.events.compactMap { event -> TimeInterval? in
            if case .stepFinished(let end) = event, end.status == .passed { return end.appDuration }
            return nil
        }
        XCTAssertEqual(events.finishedSteps.last?.name, "assertText('Ready') text \"late.status\"")
        let assertion = durations.last ?? .infinity
        XCTAssertLessThan(assertion, LateEffectsFixture.readyTime + 2 * frame, "the step reported \(assertion) s of app time")
    }

    func test_wait_onAnIdleAppSkipsToTheNextScheduledWakeInAFewFrames() async {
        start(KassApp(name: "Late") { LateEffectsFixture(ticker: false) })
        let framesBefore = session.application!.runLoop.frameCount
        screen().text("late.status").assertText("Ready")
        let frames = session.application!.runLoop.frameCount - framesBefore
        XCTAssertLessThan(frames, 10, "an idle wait of 1.2 s ran \(frames) frames")
    }

    // MARK: Read-back lasts until the action's work has finished

    func test_readBack_aSwitchThatRevertsWhenItsSaveFailsFails() async {
        start(KassApp(name: "Late") { LateEffectsFixture() })
        screen().switchControl("late.switch").setSwitch(on: true)
        XCTAssertEqual(summaries.count, 1)
        XCTAssertTrue(
            summaries.first?.hasPrefix("Kass: switch \"late.switch\" — setSwitch(on: true) failed: the effect did not last: ") == true,
            summaries.first ?? "passed"
        )
        XCTAssertTrue(summaries.first?.hasSuffix(" 0.8 s later") == true, summaries.first ?? "")
    }

    func test_readBack_everyValueActionCatchesALateRevert() async {
        let actions: [(String, (AnyScreen) -> Void)] = [
            ("toggle", { $0.switchControl("late.switch").toggle() }),
            ("adjustSlider", { $0.slider("late.slider").adjustSlider(to: 80) }),
            ("selectSegment", { $0.segmentedControl("late.segments").selectSegment(2) }),
            ("increment", { $0.stepper("late.stepper").increment() }),
            ("adjustPicker", { $0.picker("late.picker").adjustPicker(to: "Cherry") }),
            ("typeText", { $0.textField("late.field").typeText("hi") }),
        ]
        for (name, act) in actions {
            start(KassApp(name: "Late") { LateEffectsFixture() })
            act(screen())
            XCTAssertEqual(summaries.count, 1, "\(name) passed although the app reverted its value")
            XCTAssertTrue(summaries.first?.contains("the effect did not last") == true, "\(name): \(summaries.first ?? "passed")")
            session.finish()
        }
    }

    func test_readBack_aSaveThatSucceedsPassesWhenItsWorkEnds_notAtTheBudget() async {
        start(KassApp(name: "Late") { LateEffectsFixture() })
        let late: AnyScreen = screen()
        let before = session.appTime
        late.switchControl("saved.switch").setSwitch(on: true)
        late.slider("saved.slider").adjustSlider(to: 80)
        XCTAssertEqual(capture.messages, [])
        // Two saves of 0.8 s each; the 1 s ticker that ran before the actions is not their work.
        let spent = session.appTime - before
        XCTAssertGreaterThanOrEqual(spent, 2 * LateEffectsFixture.saveDuration - 1e-6)
        XCTAssertLessThan(spent, 2 * LateEffectsFixture.saveDuration + 1, "the actions took \(spent) s of app time")
    }
}
