import ChaosBank
import Kass
import XCTest

/// The portfolio's figures and its link with filled orders.
@MainActor
final class PortfolioTests: ChaosBankTestCase {
    static let symbols = ["AAPL", "VWCE", "BTC"]

    /// Catches `portfolio-pnl-sign-wrong`
    func test_portfolio_gainsShowAsGains() async {
        launch(at: .portfolio)
        // "Loading portfolio…" shows until the holdings arrive, then goes.
        let status = screen(PortfolioScreen.self).text("portfolio.status")
        status.within(timeout: 0).assertText("Loading portfolio…")
        onScreen(PortfolioScreen.self) { portfolio in
            portfolio.total.assertVisible()
            status.assertNotExists()
            portfolio.verifyShowsDemo()
            portfolio.assertDesignLayout()
            // Apple at its opening-time price of $189.50: 10 × 189.50 / 1.0850 and 10 × (189.50 − 150.00) / 1.0850.
            verifyAll {
                portfolio.value("AAPL").assertText("€1,746.54")
                portfolio.profitAndLoss("AAPL").assertText("+€364.05 (+26.33%)")
            }
            verifyAll {
                for symbol in Self.symbols {
                    portfolio.profitAndLoss(symbol).within(timeout: 1)
                        .assertTextMatches("^\\+€[0-9,]+\\.[0-9]{2} \\(\\+[0-9]+\\.[0-9]{2}%\\)$")
                }
                portfolio.profitAndLoss.within(timeout: 1).assertTextMatches("^\\+€")
            }
        }
    }

    /// Catches `portfolio-total-skips-holding`
    func test_portfolio_totalIsTheSumOfTheHoldings() async {
        launch(at: .portfolio)
        onScreen(PortfolioScreen.self) { portfolio in
            portfolio.total.assertVisible()
            let identifiers = ["portfolio.total"] + Self.symbols.map { "portfolio.holding.\($0).value" }
            let values = portfolio.readTexts(identifiers).map(englishNumber)
            guard let total = values[0], values.dropFirst().allSatisfy({ $0 != nil }) else {
                return XCTFail("unreadable figures: \(values)")
            }
            XCTAssertEqual(total, values.dropFirst().compactMap { $0 }.reduce(0, +), accuracy: 0.001)
        }
    }

    /// Catches `portfolio-pnl-percent-of-value`
    func test_portfolio_percentIsOfTheAmountInvested() async {
        launch(at: .portfolio)
        onScreen(PortfolioScreen.self) { portfolio in
            portfolio.total.assertVisible()
            let values = portfolio.readTexts(["portfolio.total", "portfolio.pnl", "portfolio.pnlPercent"]).map(englishNumber)
            guard let total = values[0], let profit = values[1], let percent = values[2] else {
                return XCTFail("unreadable figures: \(values)")
            }
            XCTAssertEqual(percent, profit / (total - profit) * 100, accuracy: 0.01)
        }
    }

    /// Catches `portfolio-not-updated-after-fill`
    func test_portfolio_filledBuyShowsInTheHoldings() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { $0.review.tap() }
        onScreen(OrderReviewScreen.self) { $0.place.tap() }
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.status.assertText("Order placed · filled")
            ticket.viewPortfolio.tap()
        }
        onScreen(PortfolioScreen.self) { portfolio in
            portfolio.quantity("AAPL").assertText("11 units")
            portfolio.quantity("BTC").assertText("0.05 units")
            // What the eleven shares cost (their value less their profit): the ten held at $150.00 and
            // the one just bought at today's price ($189.50 to $190.83), in euros at $1.0850.
            let figures = portfolio.readTexts(["portfolio.holding.AAPL.value", "portfolio.holding.AAPL.pnl"])
            guard let value = englishNumber(figures[0]), let profit = englishNumber(figures[1]?.components(separatedBy: " ").first) else {
                return XCTFail("unreadable value or profit: \(figures)")
            }
            XCTAssert((1557.0...1558.5).contains(value - profit), "the eleven shares cost €\(value - profit): \(figures)")
        }
    }
    /// Switching the language while the portfolio is open redraws it in place: German texts and
    /// figures, and each holding once (a redraw that adds rows to the old ones shows every holding twice).
    func test_portfolio_languageSwitchRedrawsEachHoldingOnce() async {
        launch(at: .portfolio)
        onScreen(PortfolioScreen.self) { $0.verifyShowsDemo() }
        onScreen(TabBarScreen.self) { $0.settings.tap() }
        onScreen(SettingsScreen.self) { $0.language(.german).tap() }
        onScreen(TabBarScreen.self) { $0.markets.tap() }
        onScreen(PortfolioScreen.self) { portfolio in
            portfolio.verifyShowsDemo(german: true)
            verifyAll {
                for name in ["Apple", "Vanguard FTSE All-World", "Bitcoin"] {
                    portfolio.texts(AccessibilityQuery(label: name)).assertCount(1)
                }
            }
        }
    }
}
