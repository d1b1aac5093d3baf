import Foundation

/// An order placed from the order ticket.
struct Order: Sendable, Equatable, Identifiable {
    /// Buy or sell.
    enum Side: String, CaseIterable, Sendable {
        /// Buy.
        case buy
        /// Sell.
        case sell
    }

    /// Market or limit.
    enum Kind: String, CaseIterable, Sendable {
        /// Executes at the current price.
        case market
        /// Executes at the limit price or better.
        case limit
    }

    /// Where the order stands.
    enum Status: String, Sendable {
        /// Accepted, waiting for the limit price.
        case open
        /// Executed.
        case filled
        /// Refused by the backend.
        case rejected
    }

    /// Stable id (`o1`).
    let id: String
    /// The asset's symbol.
    var symbol: String
    /// Buy or sell.
    var side: Side
    /// Market or limit.
    var kind: Kind
    /// Units.
    var quantity: Decimal
    /// The limit price (limit orders).
    var limitPrice: Decimal?
    /// The status.
    var status: Status

    /// An order.
    init(id: String, symbol: String, side: Side, kind: Kind, quantity: Decimal, limitPrice: Decimal?, status: Status) {
        self.id = id
        self.symbol = symbol
        self.side = side
        self.kind = kind
        self.quantity = quantity
        self.limitPrice = limitPrice
        self.status = status
    }
}
