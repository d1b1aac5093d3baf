@testable import Hammer
import XCTest

/// The app-time budget of a wait: stalled time does not count.
final class AppTimeBudgetTests: XCTestCase {
    func test_remaining_excludesStalledTime() {
        let budget = AppTimeBudget(timeout: 3, now: 100, stalledTime: 5)
        XCTAssertEqual(budget.remaining(now: 112, stalledTime: 15), 1, accuracy: 1e-12, "12 s passed, 10 of them stalled")
    }

    func test_negativeOrNaNTimeoutCountsAsZero() {
        XCTAssertEqual(AppTimeBudget(timeout: -1, now: 0, stalledTime: 0).timeout, 0)
        XCTAssertEqual(AppTimeBudget(timeout: .nan, now: 0, stalledTime: 0).timeout, 0)
    }

    func test_infiniteTimeoutNeverRunsOut() {
        let budget = AppTimeBudget(timeout: .infinity, now: 0, stalledTime: 0)
        XCTAssertGreaterThan(budget.remaining(now: 86_400, stalledTime: 0), 0)
    }
}
