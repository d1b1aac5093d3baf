@testable import Hammer
import XCTest

/// The one waiter's decisions, as timelines: told the moment, it says what happens next.
final class AppTimeWaiterTests: XCTestCase {
    private typealias Moment = AppTimeWaiter.Moment

    func test_next_decisionsTable() {
        struct Row {
            var name: String
            var timeout: TimeInterval
            var pace: AppTimeWaiter.Pace
            var held = false
            var moment: Moment
            var expected: AppTimeWaiter.Step
        }
        let rows = [
            Row(name: "held", timeout: 5, pace: .everyFrame, held: true, moment: Moment(now: 1), expected: .finished(held: true)),
            Row(
                name: "held after the deadline",
                timeout: 5,
                pace: .everyTurn,
                held: true,
                moment: Moment(now: 9),
                expected: .finished(held: true)
            ),
            Row(name: "busy, frame pace", timeout: 5, pace: .everyFrame, moment: Moment(now: 1), expected: .frame(skippingIdleTimeUpTo: 5)),
            Row(name: "busy, turn pace", timeout: 5, pace: .everyTurn, moment: Moment(now: 1), expected: .turn(before: 5)),
            Row(name: "budget spent", timeout: 5, pace: .everyFrame, moment: Moment(now: 5), expected: .finished(held: false)),
            Row(name: "past the deadline", timeout: 5, pace: .everyTurn, moment: Moment(now: 7), expected: .finished(held: false)),
            Row(name: "stall pushes the deadline", timeout: 5, pace: .everyFrame, moment: Moment(now: 6, stalledTime: 3),
                expected: .frame(skippingIdleTimeUpTo: 8)),
            Row(
                name: "terminated",
                timeout: 5,
                pace: .everyFrame,
                moment: Moment(now: 1, isTerminated: true),
                expected: .finished(held: false)
            ),
            Row(name: "zero timeout checks once", timeout: 0, pace: .everyFrame, moment: Moment(now: 0), expected: .finished(held: false)),
            Row(
                name: "negative timeout checks once",
                timeout: -1,
                pace: .everyTurn,
                moment: Moment(now: 0),
                expected: .finished(held: false)
            ),
            Row(name: "NaN timeout checks once", timeout: .nan, pace: .everyTurn, moment: Moment(now: 0), expected: .finished(held: false)),
            Row(name: "infinite, busy", timeout: .infinity, pace: .everyFrame, moment: Moment(now: 1),
                expected: .frame(skippingIdleTimeUpTo: .infinity)),
            Row(name: "infinite, quiescent with a wake", timeout: .infinity, pace: .everyFrame,
                moment: Moment(now: 1, isQuiescent: true, nextScheduledWake: 30), expected: .frame(skippingIdleTimeUpTo: .infinity)),
            Row(name: "infinite, nothing can change", timeout: .infinity, pace: .everyFrame,
                moment: Moment(now: 1, isQuiescent: true), expected: .finished(held: false)),
            Row(name: "infinite turns, nothing can change", timeout: .infinity, pace: .everyTurn,
                moment: Moment(now: 1, isQuiescent: true), expected: .finished(held: false)),
            Row(name: "finite, nothing can change: waits out the budget", timeout: 5, pace: .everyFrame,
                moment: Moment(now: 1, isQuiescent: true), expected: .frame(skippingIdleTimeUpTo: 5)),
        ]
        for row in rows {
            var waiter = AppTimeWaiter(timeout: row.timeout, pace: row.pace, at: Moment(now: 0))
            XCTAssertEqual(waiter.next(conditionHeld: row.held, at: row.moment), row.expected, row.name)
        }
    }

    func test_next_aTimelineEndsInTheFirstFrameTheConditionHolds() {
        var waiter = AppTimeWaiter(timeout: 1, pace: .everyFrame, at: Moment(now: 10))
        XCTAssertEqual(waiter.next(conditionHeld: false, at: Moment(now: 10)), .frame(skippingIdleTimeUpTo: 11))
        XCTAssertEqual(waiter.next(conditionHeld: false, at: Moment(now: 10.5)), .frame(skippingIdleTimeUpTo: 11))
        XCTAssertEqual(waiter.next(conditionHeld: true, at: Moment(now: 10.6)), .finished(held: true))
    }

    func test_next_endsWhenTheClockStandsStill() {
        var waiter = AppTimeWaiter(timeout: 10, pace: .everyTurn, at: Moment(now: 2))
        var steps = 0
        while case .turn = waiter.next(conditionHeld: false, at: Moment(now: 2)) {
            steps += 1
            if steps > AppTimeWaiter.maximumStillSteps + 10 { break }
        }
        XCTAssertEqual(steps, AppTimeWaiter.maximumStillSteps)
    }

    func test_next_aMovingClockResetsTheStillCount() {
        var waiter = AppTimeWaiter(timeout: 10, pace: .everyTurn, at: Moment(now: 0))
        for _ in 0..<AppTimeWaiter.maximumStillSteps {
            XCTAssertEqual(waiter.next(conditionHeld: false, at: Moment(now: 0)), .turn(before: 10))
        }
        XCTAssertEqual(waiter.next(conditionHeld: false, at: Moment(now: 0.1)), .turn(before: 10))
        XCTAssertEqual(waiter.next(conditionHeld: false, at: Moment(now: 0.1)), .turn(before: 10))
    }

    func test_deadline_movesLaterByTheStalledTime() {
        let waiter = AppTimeWaiter(timeout: 2, pace: .everyFrame, at: Moment(now: 100, stalledTime: 1))
        XCTAssertEqual(waiter.deadline(at: Moment(now: 101, stalledTime: 1)), 102, accuracy: 1e-12)
        XCTAssertEqual(waiter.deadline(at: Moment(now: 105, stalledTime: 5)), 106, accuracy: 1e-12)
        XCTAssertEqual(waiter.deadline(at: Moment(now: 110, stalledTime: 1)), 110, accuracy: 1e-12, "never before now")
    }
}
