import ChaosBank
import Kass

extension PortfolioScreen {
    /// Checks everything the demo portfolio shows (values follow live prices, so they are checked by
    /// format): texts in English or German, the total, the profit and its percentage, and each
    /// holding's name, quantity, value and profit. Every mismatch is reported.
    func verifyShowsDemo(german: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        total.assertVisible(file: file, line: line)
        let money = german ? "[0-9]{1,3}(\\.[0-9]{3})*,[0-9]{2} €" : "€[0-9]{1,3}(,[0-9]{3})*\\.[0-9]{2}"
        let percent = german ? "[0-9]+,[0-9]{2} %" : "[0-9]+\\.[0-9]{2}%"
        session.verifyAll(file: file, line: line) {
            assertLabels(german ? [
                "portfolio.title": "Depot", "portfolio.total.caption": "Gesamtwert", "portfolio.pnl.caption": "Gewinn & Verlust",
                "portfolio.holding.AAPL.name": "Apple", "portfolio.holding.AAPL.quantity": "10 Stück",
                "portfolio.holding.VWCE.name": "Vanguard FTSE All-World", "portfolio.holding.VWCE.quantity": "25 Stück",
                "portfolio.holding.BTC.name": "Bitcoin", "portfolio.holding.BTC.quantity": "0,05 Stück",
            ] : [
                "portfolio.title": "Portfolio", "portfolio.total.caption": "Total value", "portfolio.pnl.caption": "Profit & loss",
                "portfolio.holding.AAPL.name": "Apple", "portfolio.holding.AAPL.quantity": "10 units",
                "portfolio.holding.VWCE.name": "Vanguard FTSE All-World", "portfolio.holding.VWCE.quantity": "25 units",
                "portfolio.holding.BTC.name": "Bitcoin", "portfolio.holding.BTC.quantity": "0.05 units",
            ], file: file, line: line)
            total.assertTextMatches("^\(money)$", file: file, line: line)
            profitAndLoss.assertTextMatches("^\\+\(money)$", file: file, line: line)
            profitAndLossPercent.assertTextMatches("^\\+\(percent)$", file: file, line: line)
            for symbol in ["AAPL", "VWCE", "BTC"] {
                value(symbol).assertTextMatches("^\(money)$", file: file, line: line)
                profitAndLoss(symbol).assertTextMatches("^\\+\(money) \\(\\+\(percent)\\)$", file: file, line: line)
            }
        }
    }
}
