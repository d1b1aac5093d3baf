import Foundation

/// A position in the portfolio.
struct Holding: Sendable, Equatable, Identifiable {
    /// The asset's symbol.
    let symbol: String
    /// How many units are held.
    var quantity: Decimal
    /// The average price paid per unit.
    var averageCost: Decimal

    /// A holding.
    init(symbol: String, quantity: Decimal, averageCost: Decimal) {
        self.symbol = symbol
        self.quantity = quantity
        self.averageCost = averageCost
    }

    /// `id` is the symbol.
    var id: String { symbol }
}
