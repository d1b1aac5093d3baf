import Foundation

/// An order placed from the order ticket.
public struct Order: Sendable, Equatable, Identifiable {
    /// Buy or sell.
    public enum Side: String, CaseIterable, Sendable {
        /// Buy.
        case buy
        /// Sell.
        case sell
    }

    /// Market or limit.
    public enum Kind: String, CaseIterable, Sendable {
        /// Executes at the current price.
        case market
        /// Executes at the limit price or better.
        case limit
    }

    /// Where the order stands.
    public enum Status: String, Sendable {
        /// Accepted, waiting for the limit price.
        case open
        /// Executed.
        case filled
        /// Refused by the backend.
        case rejected
    }

    /// Stable id (`o1`).
    public let id: String
    /// The asset's symbol.
    public var symbol: String
    /// Buy or sell.
    public var side: Side
    /// Market or limit.
    public var kind: Kind
    /// Units.
    public var quantity: Decimal
    /// The limit price (limit orders).
    public var limitPrice: Decimal?
    /// The status.
    public var status: Status

    /// An order.
    public init(id: String, symbol: String, side: Side, kind: Kind, quantity: Decimal, limitPrice: Decimal?, status: Status) {
        self.id = id
        self.symbol = symbol
        self.side = side
        self.kind = kind
        self.quantity = quantity
        self.limitPrice = limitPrice
        self.status = status
    }
}
