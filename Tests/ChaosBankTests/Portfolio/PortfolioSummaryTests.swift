@testable import ChaosBank
import Foundation
import XCTest

@MainActor
final class PortfolioSummaryTests: XCTestCase {
    private let assets = [
        Asset(symbol: "AAA", name: "A", kind: .stocks, price: 120, openingPrice: 100, currency: .eur),
        Asset(symbol: "BBB", name: "B", kind: .stocks, price: 50, openingPrice: 50, currency: .usd),
    ]
    private let holdings = [Holding(symbol: "AAA", quantity: 10, averageCost: 100), Holding(symbol: "BBB", quantity: 2, averageCost: 60)]
    private let rates: [Currency: Decimal] = [.eur: 1, .usd: 2]

    private func summary(_ defects: [ChaosDefect] = []) -> PortfolioSummary {
        PortfolioSummary.valuing(holdings, assets: assets, ratesPerEuro: rates, defects: ActiveDefects(defects))
    }

    func test_valuing_convertsEachHoldingToEurosAndSumsThem() async {
        let portfolio = summary()
        XCTAssertEqual(portfolio.lines.map(\.value.amount), [1200, 50])
        XCTAssertEqual(portfolio.lines.map(\.profitAndLoss.amount), [200, -10])
        XCTAssertEqual(portfolio.totalValue.amount, 1250)
        XCTAssertEqual(portfolio.totalProfitAndLoss.amount, 190)
        XCTAssertEqual(portfolio.totalProfitAndLossPercent, Decimal(190) / Decimal(1060) * 100)
    }

    func test_valuing_defectsBreakTheArithmeticTheyName() async {
        XCTAssertEqual(summary([.portfolioPnLSignWrong]).lines.first?.profitAndLoss.amount, -200)
        XCTAssertEqual(summary([.portfolioTotalSkipsHolding]).totalValue.amount, 1200)
        XCTAssertEqual(summary([.portfolioPnLPercentOfValue]).totalProfitAndLossPercent, Decimal(190) / Decimal(1250) * 100)
    }

    func test_valuing_skipsHoldingsOfUnknownAssets() async {
        let portfolio = PortfolioSummary.valuing(
            [Holding(symbol: "ZZZ", quantity: 1, averageCost: 1)], assets: assets, ratesPerEuro: rates, defects: .none)
        XCTAssertTrue(portfolio.lines.isEmpty)
        XCTAssertEqual(portfolio.totalValue.amount, 0)
        XCTAssertEqual(portfolio.totalProfitAndLossPercent, 0)
    }
}
