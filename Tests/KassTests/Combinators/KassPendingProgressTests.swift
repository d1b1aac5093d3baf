import Foundation
@testable import Kass
import XCTest

/// `whilePending`'s rules as a pure timeline: moments with work pending (how many checks failed),
/// then the work draining or the budget running out. The input was delivered at app time 10.
final class KassPendingProgressTests: XCTestCase {
    private enum Moment {
        case pending(at: TimeInterval, failing: Int, of: Int)
        case drained(at: TimeInterval)
        case budgetRanOut(at: TimeInterval)
    }

    private func verdicts(_ mode: KassPendingMode, _ moments: [Moment]) -> [KassPendingProgress.Verdict] {
        var progress = KassPendingProgress(mode: mode, start: 10)
        return moments.map { moment in
            switch moment {
            case .pending(let at, let failing, let checks): return progress.pending(at: at, failing: failing, checks: checks)
            case .drained(let at): return progress.drained(at: at)
            case .budgetRanOut(let at): return progress.budgetRanOut(at: at)
            }
        }
    }

    func test_progress_nothingPendingAtTheFirstMomentFailsInEveryMode() {
        for mode in [KassPendingMode.atOneMoment, .throughout] {
            XCTAssertEqual(verdicts(mode, [.drained(at: 10)]), [.failed(.nothingPending)])
        }
    }

    func test_progress_atOneMomentPassesAtTheFirstMomentAllHold() {
        XCTAssertEqual(verdicts(.atOneMoment, [.pending(at: 10, failing: 1, of: 2), .pending(at: 10.25, failing: 0, of: 2)]), [
            .watch, .passed(note: "held 0.25 s after the input, while its work was pending"),
        ])
    }

    func test_progress_neverHeldNamesTheClosestMomentTheEarliestOfEquals() {
        let moments: [Moment] = [
            .pending(at: 10, failing: 2, of: 3), .pending(at: 10.125, failing: 1, of: 3), .pending(at: 10.25, failing: 1, of: 3),
            .pending(at: 10.375, failing: 3, of: 3), .drained(at: 10.5),
        ]
        XCTAssertEqual(verdicts(.atOneMoment, moments).last, .failed(.neverHeld(
            failing: 1, checks: 3, closestAfter: 0.125, pendingFor: 0.5, stillPending: false
        )))
    }

    func test_progress_budgetRunningOutWhilePendingSaysTheWorkStillWas() {
        XCTAssertEqual(verdicts(.atOneMoment, [.pending(at: 10, failing: 1, of: 1), .budgetRanOut(at: 12)]).last, .failed(.neverHeld(
            failing: 1, checks: 1, closestAfter: 0, pendingFor: 2, stillPending: true
        )))
    }

    func test_progress_throughoutHoldsFromTheFirstMomentUntilTheWorkDrains() {
        let moments: [Moment] = [
            .pending(at: 10, failing: 1, of: 1), .pending(at: 10.1, failing: 0, of: 1), .pending(at: 10.3, failing: 0, of: 1),
            .drained(at: 10.5),
        ]
        XCTAssertEqual(verdicts(.throughout, moments), [
            .watch, .watch, .watch, .passed(note: "held from 0.1 s after the input until its work finished 0.5 s after it"),
        ])
    }

    func test_progress_throughoutFailsAtTheFirstMomentItStopsHolding() {
        let moments: [Moment] = [.pending(at: 10.0625, failing: 0, of: 2), .pending(at: 10.25, failing: 1, of: 2)]
        XCTAssertEqual(
            verdicts(.throughout, moments).last, .failed(.stoppedHolding(heldFrom: 0.0625, failedAfter: 0.25, failing: 1, checks: 2))
        )
    }

    func test_progress_throughoutNeverHeldFailsAsAtOneMoment() {
        XCTAssertEqual(verdicts(.throughout, [.pending(at: 10, failing: 1, of: 1), .drained(at: 10.375)]).last, .failed(.neverHeld(
            failing: 1, checks: 1, closestAfter: 0, pendingFor: 0.375, stillPending: false
        )))
    }

    func test_progress_throughoutPassesWhenTheBudgetEndsTheWatchAndSaysSo() {
        XCTAssertEqual(verdicts(.throughout, [.pending(at: 10, failing: 0, of: 1), .budgetRanOut(at: 12)]).last, .passed(
            note: "held from 0.0 s after the input until the budget ran out 2.0 s after it, its work still pending"
        ))
    }

    func test_progress_closestIsOnlyAFailingMomentBeforeTheChecksHeld() {
        var progress = KassPendingProgress(mode: .throughout, start: 0)
        XCTAssertTrue(progress.isClosest(failing: 2))
        XCTAssertFalse(progress.isClosest(failing: 0))
        _ = progress.pending(at: 0, failing: 2, checks: 2)
        XCTAssertFalse(progress.isClosest(failing: 2))
        XCTAssertTrue(progress.isClosest(failing: 1))
        _ = progress.pending(at: 0.1, failing: 0, checks: 2)
        XCTAssertFalse(progress.isClosest(failing: 1), "once held, a failing moment is the end, not a closer miss")
    }
}
