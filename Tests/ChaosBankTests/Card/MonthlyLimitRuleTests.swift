@testable import ChaosBank
import Foundation
import XCTest

final class MonthlyLimitRuleTests: XCTestCase {
    func test_limitsAboveZeroUpToTheMaximumPass() {
        let rule = MonthlyLimitRule()
        XCTAssertTrue(rule.accepts(Decimal(string: "0.01")!))
        XCTAssertTrue(rule.accepts(2000))
        XCTAssertTrue(rule.accepts(10_000))
    }

    func test_zeroNegativeAndAboveTheMaximumFail() {
        let rule = MonthlyLimitRule()
        XCTAssertFalse(rule.accepts(0))
        XCTAssertFalse(rule.accepts(-5))
        XCTAssertFalse(rule.accepts(Decimal(string: "10000.01")!))
    }

    func test_defectsWidenTheRule() {
        var rule = MonthlyLimitRule()
        rule.acceptsZero = true
        XCTAssertTrue(rule.accepts(0))
        XCTAssertFalse(rule.accepts(-1))
        rule = MonthlyLimitRule()
        rule.acceptsAboveMaximum = true
        XCTAssertTrue(rule.accepts(25_000))
        XCTAssertFalse(rule.accepts(100_001))
    }
}
