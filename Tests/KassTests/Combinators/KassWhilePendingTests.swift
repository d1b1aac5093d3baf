import Foundation
@testable import Kass
import XCTest

/// `whilePending` on the virtual clock, against ``PendingOrderFixture``: it passes only when the
/// checks hold while the request the tap started is in flight, and fails when the app shows the
/// state at no such moment (no request at all, only after the answer, never together, not until
/// the answer).
@MainActor
final class KassWhilePendingTests: KassDSLTestCase {
    private var order: AnyScreen { screen() }
    private var place: KassElement { order.button("order.place") }
    private var status: KassElement { order.text("order.status") }

    private static let neverHeldHint = "  ↳ hint: the pending state must show while the work is in flight; what shows only before "
        + "it starts or after it finishes does not count"

    // MARK: Passing

    func test_whilePending_passesAtTheFirstMomentTheChecksHoldWhileTheRequestIsPending() async {
        start(PendingOrderFixture.app())
        let start = session.appTime
        session.whilePending {
            place.tap()
        } check: {
            place.assertText("Placing…")
            place.assertDisabled()
            status.assertText("Placing…")
        }
        XCTAssertEqual(capture.messages, [])
        XCTAssertLessThan(session.appTime - start, 0.5, "it passed at a moment before the answer")
        let step = events.finishedSteps.first { $0.name.hasPrefix("whilePending") }
        XCTAssertEqual(step?.name, "whilePending")
        XCTAssertTrue(stepMessages.contains { $0.hasPrefix("held 0.") && $0.hasSuffix(" s after the input, while its work was pending") },
                      "\(stepMessages)")
        status.assertText("Placed")
        XCTAssertEqual(capture.messages, [])
    }

    func test_whilePending_throughoutPassesWhenTheStateLastsUntilTheAnswer() async {
        start(PendingOrderFixture.app())
        let start = session.appTime
        session.whilePending(.throughout) {
            place.tap()
        } check: {
            place.assertDisabled()
        }
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(session.appTime - start, 0.5, accuracy: 0.1, "the watch ran until the request answered")
        XCTAssertTrue(
            stepMessages.contains { $0.hasPrefix("held from 0.") && $0.contains("until its work finished 0.") }, "\(stepMessages)"
        )
    }

    func test_whilePending_showsTheChecksOfTheMomentThatHeldUnderTheAction() async {
        start(PendingOrderFixture.app())
        session.whilePending {
            place.tap()
        } check: {
            place.assertDisabled()
        }
        XCTAssertEqual(events.finishedSteps.map(\.name).filter { !$0.hasPrefix("Launch") }, [
            "assertDisabled button \"order.place\"", "tap button \"order.place\"", "whilePending",
        ])
    }

    /// A reload the answer starts is not the tap's pending work: `.throughout` ends with the answer.
    func test_whilePending_throughoutEndsWithTheWorkPendingWhenTheChecksFirstHeld() async {
        start(PendingOrderFixture.app(.reloadsAfterTheAnswer))
        let start = session.appTime
        session.whilePending(.throughout) {
            place.tap()
        } check: {
            place.assertText("Placing…")
            place.assertDisabled()
        }
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(session.appTime - start, 0.5, accuracy: 0.1, "the window ended with the order's answer, not the reload's")
        status.assertText("Placed · refreshed")
        XCTAssertEqual(capture.messages, [])
    }

    /// Work that starts once an animation the action began has ended (as an alert's action runs
    /// after the alert is dismissed) is the action's: the watch goes on through the animation.
    func test_whilePending_waitsThroughAnimationsForWorkThatStartsAfterThem() async {
        start(PendingOrderFixture.app(.requestAfterAnimation))
        session.whilePending(.throughout) {
            place.tap()
        } check: {
            status.assertText("Placing…")
            place.assertDisabled()
        }
        XCTAssertEqual(capture.messages, [])
        XCTAssertTrue(stepMessages.contains { $0.hasPrefix("held from 0.3") }, "\(stepMessages)")
    }

    // MARK: False greens it closes

    /// The app skips the request and shows the pending state forever: an assertion after the tap
    /// passes; whilePending fails, as nothing was ever pending.
    func test_whilePending_failsWhenTheActionStartedNoWork() async {
        start(PendingOrderFixture.app(.answersAtOnce))
        place.tap()
        place.assertText("Placing…")
        XCTAssertEqual(capture.messages, [], "an assertion after the action cannot tell")
        session.relaunch()
        session.whilePending {
            place.tap()
        } check: {
            place.assertText("Placing…")
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: button "order.place" — whilePending(tap) failed: nothing it started was still pending once its input was \
        delivered (the app answered at once, or sent no request), so there was no moment to check
          ↳ hint: check that the action starts its work (a request, delayed work); if the app really answers at once, \
        assert the result instead
        """])
    }

    /// The button is disabled only after the answer: `assertDisabled` after the tap waits for it and
    /// passes; whilePending fails, naming the moment and what was pending.
    func test_whilePending_failsWhenTheStateShowsOnlyAfterTheAnswer() async {
        start(PendingOrderFixture.app(.disabledOnlyAfterTheAnswer))
        place.tap()
        place.assertDisabled()
        XCTAssertEqual(capture.messages, [], "an assertion after the action cannot tell")
        session.relaunch()
        session.whilePending {
            place.tap()
        } check: {
            place.assertDisabled()
        }
        XCTAssertEqual(capture.messages.map(Self.withoutLines), ["""
        Kass: button "order.place" — whilePending(tap) failed: the checks never held together while its work was pending \
        (0.5 s): at the closest moment, 0.0 s after the input, 1 of 1 check failed
          ↳ Kass: button "order.place" — assertDisabled failed: it is enabled (line N)
          ↳ pending then: request placeOrder
        """ + "\n" + Self.neverHeldHint])
    }

    func test_whilePending_failsWhenTheButtonIsNotDisabledWhilePending() async {
        start(PendingOrderFixture.app(.notDisabled))
        session.whilePending {
            place.tap()
        } check: {
            place.assertText("Placing…")
            place.assertDisabled()
        }
        XCTAssertEqual(summaries, [
            "Kass: button \"order.place\" — whilePending(tap) failed: the checks never held together while its work was pending "
                + "(0.5 s): at the closest moment, 0.0 s after the input, 1 of 2 checks failed",
        ])
    }

    /// The title shows while the button is enabled, then the button is disabled under the wrong
    /// title: each check holds at some moment, never both at one.
    func test_whilePending_checksMustHoldTogetherAtOneMoment() async {
        start(PendingOrderFixture.app(.titleAndDisabledNeverTogether))
        session.whilePending {
            place.tap()
        } check: {
            place.assertText("Placing…")
            place.assertDisabled()
        }
        XCTAssertEqual(capture.messages.map(Self.withoutLines), ["""
        Kass: button "order.place" — whilePending(tap) failed: the checks never held together while its work was pending \
        (0.5 s): at the closest moment, 0.0 s after the input, 1 of 2 checks failed
          ↳ Kass: button "order.place" — assertDisabled failed: it is enabled (line N)
          ↳ pending then: request placeOrder, re-render
        """ + "\n" + Self.neverHeldHint])
    }

    func test_whilePending_throughoutFailsWhenTheStateEndsBeforeTheWork() async {
        start(PendingOrderFixture.app(.reenabledMidway))
        session.whilePending {
            place.tap()
        } check: {
            place.assertDisabled()
        }
        XCTAssertEqual(capture.messages, [], "at one moment, it is disabled while pending")
        session.relaunch()
        session.whilePending(.throughout) {
            place.tap()
        } check: {
            place.assertDisabled()
        }
        XCTAssertEqual(capture.messages.map(Self.withoutLines), ["""
        Kass: button "order.place" — whilePending(tap) failed: the checks held from 0.0 s after the input, then 1 of 1 check \
        failed 0.2 s after it, while its work was still pending
          ↳ Kass: button "order.place" — assertDisabled failed: it is enabled (line N)
          ↳ pending then: request placeOrder
          ↳ hint: the pending state must last until the work the action started has finished
        """])
    }

    /// The failure's screenshot and dump are of the closest moment (0.0 s after the input, the
    /// button reading "Placing…"), not of the screen when the failure is reported (after the answer,
    /// "Place").
    func test_whilePending_failureEvidenceIsTheClosestMoment() async throws {
        let results = FileManager.default.temporaryDirectory.appendingPathComponent("kass-pending-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: results) }
        start(PendingOrderFixture.app(.titleAndDisabledNeverTogether)) { config in
            config.writesFailureArtifacts = true
            config.resultsDirectory = results
        }
        session.whilePending {
            place.tap()
        } check: {
            place.assertText("Placing…")
            place.assertDisabled()
        }
        XCTAssertEqual(capture.messages.count, 1)
        place.assertText("Place")
        let hierarchy = try XCTUnwrap(events.events.compactMap { event -> URL? in
            if case .attachment(let attachment) = event, attachment.kind == .hierarchy { return attachment.path }
            return nil
        }.first)
        let dump = try String(contentsOf: hierarchy, encoding: .utf8)
        XCTAssertTrue(dump.contains("\"Placing…\""), dump)
        XCTAssertFalse(dump.contains("\"Place\""), dump)
    }

    // MARK: The budget and the clock

    func test_whilePending_failsNamingTheBudgetWhenTheWorkIsStillPending() async {
        start(PendingOrderFixture.app(.notDisabled, latency: 30))
        let start = session.appTime
        session.whilePending(timeout: 2) {
            place.tap()
        } check: {
            place.assertDisabled()
        }
        XCTAssertEqual(session.appTime - start, 2, accuracy: 0.1)
        XCTAssertEqual(summaries.map { $0.replacingOccurrences(of: #"\d\.\d+ s after the input\)"#, with: "N s after the input)",
                                                               options: .regularExpression) }, [
            "Kass: button \"order.place\" — whilePending(tap) failed: the checks never held together while its work was pending "
                + "(still pending when the budget ran out, N s after the input): at the closest moment, 0.0 s after the input, "
                + "1 of 1 check failed",
        ])
    }

    func test_whilePending_throughoutPassesWhenTheBudgetEndsTheWatchAndSaysSo() async {
        start(PendingOrderFixture.app(latency: 30))
        session.whilePending(.throughout, timeout: 2) {
            place.tap()
        } check: {
            place.assertDisabled()
        }
        XCTAssertEqual(capture.messages, [])
        XCTAssertTrue(stepMessages.contains { $0.contains("until the budget ran out") && $0.hasSuffix("its work still pending") },
                      "\(stepMessages)")
    }

    /// While the app is quiescent nothing can change before its next wake: the watch skips there
    /// instead of checking every frame, and never sleeps. (Busy work is off the clock and can end at
    /// any frame, so while it runs every frame is a moment.)
    func test_whilePending_skipsQuietTimeToTheNextWake() async {
        start(PendingOrderFixture.app(latency: 5, asBusyWork: false))
        var moments = 0
        let wallStart = Date()
        session.whilePending(.throughout) {
            place.tap()
        } check: {
            moments += 1
            place.assertDisabled()
        }
        XCTAssertEqual(capture.messages, [])
        XCTAssertLessThan(moments, 30, "a 5 s request was checked at \(moments) moments (300 frames)")
        XCTAssertLessThan(Date().timeIntervalSince(wallStart), 5)
    }

    /// The watch comes before the action's read-back, which still proves the effect lasted.
    func test_whilePending_theActionStillReadsItsEffectBackAfterTheWatch() async {
        start(PendingOrderFixture.app())
        session.whilePending {
            order.switchControl("order.wifi").setSwitch(on: true)
        } check: {
            order.text("order.wifiStatus").assertText("Saving…")
        }
        XCTAssertEqual(summaries.map { $0.replacingOccurrences(of: #"off \d\.\d+ s later"#, with: "off N s later",
                                                               options: .regularExpression) }, [
            "Kass: switch \"order.wifi\" — setSwitch(on: true) failed: the effect did not last: tapped the switch but it is "
                + "still off N s later",
        ])
    }

    // MARK: Misuse

    func test_whilePending_withoutAnActionIsAMisuse() async {
        start(PendingOrderFixture.app())
        session.whilePending {
            status.assertText("Ready")
        } check: {
            status.assertText("Placing…")
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: whilePending failed: no action in its block delivered input, so nothing was pending to check
          ↳ hint: put the one action whose pending state you check in the block: whilePending { button.tap() } check: { … }
        """])
        XCTAssertEqual(capture.issues.map { $0.failure?.kind }, [.misuse])
    }

    func test_whilePending_aSecondActionIsAMisuse() async {
        start(PendingOrderFixture.app())
        session.whilePending {
            place.tap()
            place.tap()
        } check: {
            place.assertDisabled()
        }
        XCTAssertEqual(summaries, [
            "Kass: button \"order.place\" — tap failed: its block ran a second action (tap button \"order.place\") after the one it "
                + "watches",
        ])
    }

    func test_whilePending_anActionInTheChecksIsAMisuse() async {
        start(PendingOrderFixture.app())
        session.whilePending {
            place.tap()
        } check: {
            status.tap()
        }
        XCTAssertEqual(summaries, [
            "Kass: text \"order.status\" — tap failed: its checks ran an action (tap text \"order.status\"); they run at moments "
                + "while the work is pending and may only assert",
        ])
    }

    func test_whilePending_checksWithoutAnAssertionAreAMisuse() async {
        start(PendingOrderFixture.app())
        session.whilePending {
            place.tap()
        } check: {}
        XCTAssertEqual(summaries, [
            "Kass: button \"order.place\" — whilePending(tap) failed: its checks made no assertion, so they would hold at any moment",
        ])
    }

    func test_whilePending_anInvalidTimeIsAMisuse() async {
        start(PendingOrderFixture.app())
        session.whilePending(timeout: -1) {
            place.tap()
        } check: {
            place.assertDisabled()
        }
        XCTAssertEqual(summaries, ["Kass: whilePending failed: the time -1.0 is not a finite number of seconds ≥ 0"])
    }

    // MARK: Helpers

    /// The messages of finished steps (notes and failures).
    private var stepMessages: [String] {
        events.events.compactMap { event in
            if case .stepFinished(let end) = event { return end.message }
            return nil
        }
    }

    private static func withoutLines(_ text: String) -> String {
        text.replacingOccurrences(of: #"\(line \d+\)"#, with: "(line N)", options: .regularExpression)
    }
}
