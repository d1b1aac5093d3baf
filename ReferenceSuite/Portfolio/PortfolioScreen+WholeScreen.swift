import ChaosBank
import Kass
import XCTest

extension PortfolioScreen {
    /// Checks everything the demo portfolio shows (values follow live prices, so they are checked by
    /// format): texts in English or German, the total, the profit and its percentage, and each
    /// holding's name, quantity, value and profit (a gain, in green). Every mismatch is reported.
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
            // Every demo holding is up: its P&L is drawn in green, as a gain.
            assertInkHues(
                ["portfolio.holding.AAPL.pnl": .green, "portfolio.holding.VWCE.pnl": .green, "portfolio.holding.BTC.pnl": .green],
                file: file, line: line)
        }
    }
}

extension PortfolioScreen {
    /// The demo portfolio as loaded: header and totals, the P&L percentage drawn at the right, and the
    /// holdings one under the other, 4 points apart (name over quantity on the left; the figures,
    /// which follow live prices, right-aligned in the row, value over P&L). Every mismatch is reported.
    func assertDesignLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "portfolio.title": [20, 123, 353, 32.67],
            "portfolio.total.caption": [20, 171.67, 353, 15.33],
            "portfolio.total": [20, 203, 353, 39.67],
            "portfolio.pnlPercent": [20, 294.67, 353, 20],
            "portfolio.holdings": [20, 330.67, 353, 168],
            "portfolio.holding.AAPL": [20, 330.67, 353, 53.33],
            "portfolio.holding.AAPL.name": [20, 338.67, 55, 20],
            "portfolio.holding.AAPL.quantity": [20, 360.67, 55, 15.33],
            "portfolio.holding.VWCE": [20, 388, 353, 53.33],
            "portfolio.holding.VWCE.name": [20, 396, 201.33, 20],
            "portfolio.holding.BTC": [20, 445.33, 353, 53.33],
            "portfolio.holding.BTC.quantity": [20, 475.33, 66.67, 15.33],
        ], file: file, line: line)
        assertInkAlignment(["portfolio.pnlPercent": .trailing], file: file, line: line)
        let frames = identifiedFrames()
        for symbol in ["AAPL", "VWCE", "BTC"] {
            let prefix = "portfolio.holding.\(symbol)"
            guard let row = frames[prefix], let value = frames["\(prefix).value"], let profit = frames["\(prefix).pnl"] else {
                XCTFail("layout: the figures of \(symbol) are not on screen", file: file, line: line)
                continue
            }
            let expected = [row.maxX, row.minY + 8, 20, row.maxX, row.minY + 30, 15.33]
            let actual = [value.maxX, value.minY, value.height, profit.maxX, profit.minY, profit.height]
            if zip(actual, expected).contains(where: { abs($0 - $1) > 0.5 }) {
                XCTFail("layout: the figures of \(symbol) are at \(value) and \(profit) in the row \(row)", file: file, line: line)
            }
        }
    }
}
