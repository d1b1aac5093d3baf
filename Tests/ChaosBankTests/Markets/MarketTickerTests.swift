@testable import ChaosBank
import Foundation
import XCTest

final class MarketTickerTests: XCTestCase {
    func test_price_neverRepeatsOnConsecutiveTicks() {
        for index in 0..<7 {
            let prices = (0..<20).map { MarketTicker.price(seed: Decimal(string: "189.50")!, tick: $0, index: index) }
            for (previous, next) in zip(prices, prices.dropFirst()) { XCTAssertNotEqual(previous, next) }
        }
    }

    func test_price_movesInStepsOfATenthOfAPercent() {
        XCTAssertEqual(MarketTicker.price(seed: Decimal(string: "189.50")!, tick: 0, index: 0), Decimal(string: "189.50"))
        XCTAssertEqual(MarketTicker.price(seed: Decimal(string: "189.50")!, tick: 1, index: 0), Decimal(string: "190.07"))
        XCTAssertEqual(MarketTicker.price(seed: 5, tick: 1, index: 0), Decimal(string: "5.03"), "the step is at least one cent")
    }
}
