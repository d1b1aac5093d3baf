import Foundation

/// The portfolio valued at current prices, in euros: one line per holding and the totals.
struct PortfolioSummary: Sendable, Equatable {
    /// One holding, valued.
    struct Line: Sendable, Equatable, Identifiable {
        /// The asset's symbol.
        var symbol: String
        /// The asset's name.
        var name: String
        /// Units held.
        var quantity: Decimal
        /// What the units are worth now, in euros.
        var value: Money
        /// What they cost, in euros.
        var cost: Money
        /// `value - cost`.
        var profitAndLoss: Money
        /// The P&L in percent of the cost.
        var profitAndLossPercent: Decimal

        /// `id` is the symbol.
        var id: String { symbol }
    }

    /// The holdings, in the order they are stored.
    var lines: [Line]
    /// The sum of the lines' values.
    var totalValue: Money
    /// The sum of the lines' P&L.
    var totalProfitAndLoss: Money
    /// The total P&L in percent of the total cost.
    var totalProfitAndLossPercent: Decimal

    /// Values `holdings` at the prices of `assets`, converted to euros with `ratesPerEuro`; the
    /// defects switched on in `defects` break the arithmetic the way they say.
    @MainActor
    static func valuing(
        _ holdings: [Holding], assets: [Asset], ratesPerEuro: [Currency: Decimal], defects: ActiveDefects
    ) -> PortfolioSummary {
        let lines: [Line] = holdings.compactMap { holding in
            guard let asset = assets.first(where: { $0.symbol == holding.symbol }) else { return nil }
            // kass:equivalent integer-literal: BankData has a rate for every Currency and nothing removes one: the fallback is never used
            let rate = ratesPerEuro[asset.currency] ?? 1
            let value = Money(holding.quantity * asset.price / rate, .eur)
            let cost = Money(holding.quantity * holding.averageCost / rate, .eur)
            let profitAndLoss = defects.contains(.portfolioPnLSignWrong) ? cost - value : value - cost
            return Line(
                symbol: holding.symbol, name: asset.name, quantity: holding.quantity, value: value, cost: cost,
                profitAndLoss: profitAndLoss, profitAndLossPercent: percent(profitAndLoss.amount, of: cost.amount))
        }
        let counted = defects.contains(.portfolioTotalSkipsHolding) ? Array(lines.dropLast()) : lines
        let totalValue = counted.reduce(Money.zero(.eur)) { $0 + $1.value }
        let totalCost = counted.reduce(Money.zero(.eur)) { $0 + $1.cost }
        let totalProfitAndLoss = counted.reduce(Money.zero(.eur)) { $0 + $1.profitAndLoss }
        let base = defects.contains(.portfolioPnLPercentOfValue) ? totalValue.amount : totalCost.amount
        return PortfolioSummary(
            lines: lines, totalValue: totalValue, totalProfitAndLoss: totalProfitAndLoss,
            totalProfitAndLossPercent: percent(totalProfitAndLoss.amount, of: base))
    }

    private static func percent(_ part: Decimal, of whole: Decimal) -> Decimal {
        whole == 0 ? 0 : part / whole * 100
    }
}
