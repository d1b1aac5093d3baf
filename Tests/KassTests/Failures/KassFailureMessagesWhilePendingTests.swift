import Foundation
@testable import Kass
import XCTest

/// `whilePending`'s words, pinned: each reason with its hint, kind and key, its `↳` line and its
/// report notes.
final class KassFailureMessagesWhilePendingTests: XCTestCase {
    func test_generator_wordsEveryWhilePendingReasonWithItsHintKindAndKey() {
        let rows: [(KassFailure.Reason, String, String, KassFailure.Kind, String, UInt)] = [
            (
                .whilePending(.nothingPending),
                "nothing it started was still pending once its input was delivered (the app answered at once, or sent no request), "
                    + "so there was no moment to check",
                "check that the action starts its work (a request, delayed work); if the app really answers at once, assert the "
                    + "result instead",
                .appDefect, "whilePending.nothingPending", #line
            ),
            (
                .whilePending(.neverHeld(failing: 1, checks: 2, closestAfter: 0.02, pendingFor: 0.4, stillPending: false)),
                "the checks never held together while its work was pending (0.4 s): at the closest moment, 0.02 s after the input, "
                    + "1 of 2 checks failed",
                "the pending state must show while the work is in flight; what shows only before it starts or after it finishes "
                    + "does not count",
                .appDefect, "whilePending.neverHeld", #line
            ),
            (
                .whilePending(.neverHeld(failing: 1, checks: 1, closestAfter: 0, pendingFor: 10, stillPending: true)),
                "the checks never held together while its work was pending (still pending when the budget ran out, 10.0 s after "
                    + "the input): at the closest moment, 0.0 s after the input, 1 of 1 check failed",
                "the pending state must show while the work is in flight; what shows only before it starts or after it finishes "
                    + "does not count",
                .appDefect, "whilePending.neverHeld", #line
            ),
            (
                .whilePending(.stoppedHolding(heldFrom: 0.02, failedAfter: 0.2, failing: 1, checks: 1)),
                "the checks held from 0.02 s after the input, then 1 of 1 check failed 0.2 s after it, while its work was still pending",
                "the pending state must last until the work the action started has finished",
                .appDefect, "whilePending.stoppedHolding", #line
            ),
            (
                .misuse(.whilePending(.noAction)),
                "no action in its block delivered input, so nothing was pending to check",
                "put the one action whose pending state you check in the block: whilePending { button.tap() } check: { … }",
                .misuse, "misuse.whilePending.noAction", #line
            ),
            (
                .misuse(.whilePending(.secondAction("tap button \"b\""))),
                "its block ran a second action (tap button \"b\") after the one it watches",
                "whilePending watches one action: run the others before or after it",
                .misuse, "misuse.whilePending.secondAction", #line
            ),
            (
                .misuse(.whilePending(.actionInChecks("tap button \"b\""))),
                "its checks ran an action (tap button \"b\"); they run at moments while the work is pending and may only assert",
                "move the action out of check:, into the block or after whilePending",
                .misuse, "misuse.whilePending.actionInChecks", #line
            ),
            (
                .misuse(.whilePending(.noChecks)),
                "its checks made no assertion, so they would hold at any moment",
                "assert what the user sees while the work is pending: check: { status.assertText(\"Sending…\") }",
                .misuse, "misuse.whilePending.noChecks", #line
            ),
        ]
        for (reason, text, hint, kind, key, line) in rows {
            let failure = KassFailure(element: "button \"b\"", action: "whilePending(tap)", reason: reason)
            XCTAssertEqual(KassFailureMessages.text(reason), text, line: line)
            XCTAssertEqual(failure.hint, hint, line: line)
            XCTAssertEqual(failure.kind, kind, line: line)
            XCTAssertEqual(KassFailureMessages.key(of: reason), key, line: line)
            XCTAssertNil(KassFailureMessages.expectedAndActual(reason), line: line)
            XCTAssertEqual(failure.summary, "Kass: button \"b\" — whilePending(tap) failed: \(text)", line: line)
        }
    }

    func test_generator_wordsThePendingWorkLine() {
        XCTAssertEqual(KassFailureMessages.text(.pendingWork(["request placeOrder", "sleeping task", "sleeping task"])),
                       "pending then: request placeOrder, sleeping task ×2")
        XCTAssertEqual(KassFailureMessages.text(.pendingWork([])), "pending then: nothing")
    }

    func test_generator_wordsTheNotesOfAPassingWatch() {
        XCTAssertEqual(KassFailureMessages.pendingHeld(at: 0.02, until: nil), "held 0.02 s after the input, while its work was pending")
        XCTAssertEqual(KassFailureMessages.pendingHeld(at: 0.02, until: (0.4, false)),
                       "held from 0.02 s after the input until its work finished 0.4 s after it")
        XCTAssertEqual(KassFailureMessages.pendingHeld(at: 0, until: (10, true)),
                       "held from 0.0 s after the input until the budget ran out 10.0 s after it, its work still pending")
    }

    func test_message_listsTheMomentsChecksThenWhatWasPendingThenTheHint() {
        let check = KassFailure(element: "button \"order.place\"", action: "assertDisabled", reason: .mismatch(.enabled))
        let failure = KassFailure(
            element: "button \"order.place\"", action: "whilePending(tap)",
            reason: .whilePending(.stoppedHolding(heldFrom: 0, failedAfter: 0.2, failing: 1, checks: 1)),
            details: [.check(check, line: 12), .pendingWork(["request placeOrder"])]
        )
        XCTAssertEqual(failure.message, """
        Kass: button "order.place" — whilePending(tap) failed: the checks held from 0.0 s after the input, then 1 of 1 check \
        failed 0.2 s after it, while its work was still pending
          ↳ Kass: button "order.place" — assertDisabled failed: it is enabled (line 12)
          ↳ pending then: request placeOrder
          ↳ hint: the pending state must last until the work the action started has finished
        """)
    }
}
