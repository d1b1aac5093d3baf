import Kass

/// The portfolio: total value, P&L and a row per holding.
final class PortfolioScreen: KassScreen {
    lazy var title = text("portfolio.title")
    lazy var total = text("portfolio.total")
    lazy var profitAndLoss = text("portfolio.pnl")
    lazy var profitAndLossPercent = text("portfolio.pnlPercent")
    override var onLoad: [KassElement] { [title] }

    /// A holding's quantity ("10 units").
    func quantity(_ symbol: String) -> KassElement { text("portfolio.holding.\(symbol).quantity") }
    /// A holding's value in euros.
    func value(_ symbol: String) -> KassElement { text("portfolio.holding.\(symbol).value") }
    /// A holding's P&L ("+€364.80 (+26.33%)").
    func profitAndLoss(_ symbol: String) -> KassElement { text("portfolio.holding.\(symbol).pnl") }
}
