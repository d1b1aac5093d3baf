@testable import Hammer
import XCTest

/// A verb's wait: what it keeps between checks and what it throws when it ends.
@MainActor
final class VerbWaitTests: XCTestCase {
    private struct Problem: Error, Equatable {
        var reason: String
    }

    func test_finish_table() async {
        struct Row {
            var name: String
            var problems: [Problem?]
            var held: Bool
            var expected: String?
        }
        let rows = [
            Row(name: "held", problems: [Problem(reason: "a"), nil], held: true, expected: nil),
            Row(name: "timed out: the last problem", problems: [Problem(reason: "a"), Problem(reason: "b")], held: false, expected: "b!"),
            Row(name: "timed out, never checked", problems: [], held: false, expected: "timed out"),
        ]
        for row in rows {
            let wait = VerbWait<Problem>(timeout: 1, pace: .everyFrame)
            for problem in row.problems { _ = wait.holds(problem) }
            do {
                try wait.finish(row.held, afterWaiting: { Problem(reason: $0.reason + "!") }, orElse: Problem(reason: "timed out"))
                XCTAssertNil(row.expected, row.name)
            } catch {
                XCTAssertEqual((error as? Problem)?.reason, row.expected, row.name)
            }
        }
    }

    func test_holds_keepsTheLastProblem() async {
        let wait = VerbWait<Problem>(timeout: 1, pace: .everyTurn)
        XCTAssertFalse(wait.holds(Problem(reason: "a")))
        XCTAssertTrue(wait.holds(nil))
        XCTAssertEqual(wait.failure, Problem(reason: "a"))
    }

    func test_evaluate_aThrowingConditionEndsTheWaitWithItsError() async {
        let wait = VerbWait<any Error>(timeout: 1, pace: .everyTurn)
        XCTAssertTrue(wait.evaluate { throw Problem(reason: "boom") }, "the wait ends")
        XCTAssertThrowsError(try wait.finish(true)) { XCTAssertEqual($0 as? Problem, Problem(reason: "boom")) }
    }

    func test_finish_buildsTheTimeoutErrorOnlyWhenThrown() async throws {
        let wait = VerbWait<Never>(timeout: 1, pace: .everyTurn)
        var built = 0
        func timedOut() -> any Error {
            built += 1
            return Problem(reason: "late")
        }
        try wait.finish(true, orElse: timedOut())
        XCTAssertEqual(built, 0)
        XCTAssertThrowsError(try wait.finish(false, orElse: timedOut()))
        XCTAssertEqual(built, 1)
    }
}
