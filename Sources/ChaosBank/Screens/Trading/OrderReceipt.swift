import Foundation

/// What the backend answers when an order is placed: the order and, when it was filled, the price it
/// was filled at.
public struct OrderReceipt: Sendable, Equatable {
    /// The order as stored (`o1`, `o2`…), with its status.
    public var order: Order
    /// The price per unit it executed at (filled orders).
    public var executionPrice: Decimal?
    /// The asset's quote currency.
    public var currency: Currency

    /// A receipt.
    public init(order: Order, executionPrice: Decimal?, currency: Currency) {
        self.order = order
        self.executionPrice = executionPrice
        self.currency = currency
    }
}

/// What the order ticket sends.
public struct OrderRequest: Sendable, Equatable {
    /// The asset's symbol.
    public var symbol: String
    /// Buy or sell.
    public var side: Order.Side
    /// Market or limit.
    public var kind: Order.Kind
    /// Units.
    public var quantity: Decimal
    /// The limit price (limit orders).
    public var limitPrice: Decimal?

    /// A request.
    public init(symbol: String, side: Order.Side, kind: Order.Kind, quantity: Decimal, limitPrice: Decimal?) {
        self.symbol = symbol
        self.side = side
        self.kind = kind
        self.quantity = quantity
        self.limitPrice = limitPrice
    }
}
