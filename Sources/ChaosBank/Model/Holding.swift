import Foundation

/// A position in the portfolio.
public struct Holding: Sendable, Equatable, Identifiable {
    /// The asset's symbol.
    public let symbol: String
    /// How many units are held.
    public var quantity: Decimal
    /// The average price paid per unit.
    public var averageCost: Decimal

    /// A holding.
    public init(symbol: String, quantity: Decimal, averageCost: Decimal) {
        self.symbol = symbol
        self.quantity = quantity
        self.averageCost = averageCost
    }

    /// `id` is the symbol.
    public var id: String { symbol }
}
