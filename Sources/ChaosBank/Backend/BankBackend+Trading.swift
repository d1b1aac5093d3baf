import Foundation

extension BankBackend {
    /// Places an order. At response time a market order fills at the then-current price (and moves
    /// the holding); a limit order fills when the limit is already reached, else stays open. Selling
    /// more than is held, or a quantity or limit that is not positive, is rejected.
    @discardableResult
    func placeOrder(_ request: OrderRequest, completion: @escaping @MainActor (Result<OrderReceipt, BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        self.request("trading.placeOrder", { [weak self] data throws(BankError) in
            guard let self, let asset = liveQuote(symbol: request.symbol) else {
                throw .rejected("Unknown asset \(request.symbol)")
            }
            guard request.quantity > 0 else { throw .rejected("Enter a quantity above 0") }
            if request.kind == .limit {
                // kass:equivalent relational-boundary: the ticket sends no limit of 0 unless trading-limit-price-empty-accepted is on
                guard let limit = request.limitPrice, limit > 0 else { throw .rejected("Enter a limit price above 0") }
            }
            let held = data.holdings.first { $0.symbol == request.symbol }?.quantity ?? 0
            if request.side == .sell, request.quantity > held {
                throw .rejected("You hold only \(held) \(request.symbol)")
            }
            let fills: Bool = switch (request.kind, request.side) {
            case (.market, _): true
            case (.limit, .buy): (request.limitPrice ?? 0) >= asset.price
            case (.limit, .sell): (request.limitPrice ?? .greatestFiniteMagnitude) <= asset.price
            }
            let order = Order(
                id: "o\(data.orders.count + 1)", symbol: request.symbol, side: request.side, kind: request.kind,
                quantity: request.quantity, limitPrice: request.limitPrice, status: fills ? .filled : .open)
            data.orders.append(order)
            if fills, !defects.contains(.portfolioNotUpdatedAfterFill) {
                data.applyFill(of: order, at: asset.price)
            }
            return OrderReceipt(order: order, executionPrice: fills ? asset.price : nil, currency: asset.currency)
        }, completion: completion)
    }
}

extension BankData {
    /// Moves the holding of `order`'s asset by a fill at `price`: buys raise the quantity and average
    /// the cost; sells lower the quantity (and drop the holding at zero).
    func applyFill(of order: Order, at price: Decimal) {
        let index = holdings.firstIndex { $0.symbol == order.symbol }
        switch order.side {
        case .buy:
            if let index {
                let holding = holdings[index]
                let quantity = holding.quantity + order.quantity
                let cost = (holding.quantity * holding.averageCost + order.quantity * price) / quantity
                holdings[index].quantity = quantity
                holdings[index].averageCost = Money.round(cost, fractionDigits: 4)
            } else {
                holdings.append(Holding(symbol: order.symbol, quantity: order.quantity, averageCost: price))
            }
        case .sell:
            guard let index else { return }
            holdings[index].quantity -= order.quantity
            if holdings[index].quantity <= 0 { holdings.remove(at: index) }
        }
    }
}
