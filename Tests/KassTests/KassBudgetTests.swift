@testable import Kass
import XCTest

final class KassBudgetTests: XCTestCase {
    func test_budget_endsAfterItsLimit() {
        let budget = KassBudget(start: 2, limit: 10)
        XCTAssertEqual(budget.deadline, 12)
        XCTAssertFalse(budget.isExhausted(at: 11.99))
        XCTAssertTrue(budget.isExhausted(at: 12))
        XCTAssertEqual(budget.remaining(at: 5), 7)
    }

    func test_budget_nestedInAnotherNeverOutlivesIt() {
        let outer = KassBudget(start: 0, limit: 10)
        let inner = KassBudget(start: 4, limit: 10, outerDeadline: outer.deadline)
        XCTAssertEqual(inner.deadline, 10)
        XCTAssertEqual(inner.length, 6)
    }

    func test_budget_keepsTheLastReasonAndEachDistinctReasonOnce() {
        var budget = KassBudget(start: 0, limit: 1)
        budget.recordAttempt(reason: "not found", at: 0)
        budget.recordAttempt(reason: "not found", at: 0.1)
        budget.recordAttempt(reason: "it is hidden", at: 0.2)
        XCTAssertEqual(budget.attempts, 3)
        XCTAssertEqual(budget.lastReason, "it is hidden")
        XCTAssertEqual(budget.reasons, ["not found", "it is hidden"])
    }

    func test_budget_negativeLimitIsAnEmptyBudget() {
        let budget = KassBudget(start: 3, limit: -1)
        XCTAssertTrue(budget.isExhausted(at: 3))
    }
}
