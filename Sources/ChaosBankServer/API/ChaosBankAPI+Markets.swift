import Foundation
import KassSQLite
import KassSupport

/// Markets, portfolio and orders. Prices follow the app's deterministic feed (`MarketTicker`): each
/// asset moves around its launch price in steps of a tenth of a percent, one step pattern per tick;
/// the client says which tick it is (`tick`, the app's clock in seconds), so app and server agree.
extension ChaosBankAPI {
    /// Multiples of the step, by tick (as the app).
    static let pricePattern: [Decimal] = [0, 3, 5, 4, 7, 6, 2, 1]

    /// The price of an asset launched at `seed`, at `tick`, for the asset at `index` in the list.
    static func price(seed: Decimal, tick: Int, index: Int) -> Decimal {
        let step = max(MinorUnits.round(seed / 1000, digits: 2), Decimal(string: "0.01")!)
        return seed + step * pricePattern[(max(0, tick) + index) % pricePattern.count]
    }

    private struct AssetBody: Encodable {
        let symbol: String
        let name: String
        let kind: String
        let price: String
        let openingPrice: String
        let currency: String
    }

    private struct HoldingBody: Encodable {
        let symbol: String
        let quantity: String
        let averageCost: String
    }

    private struct OrderBody: Encodable {
        let id: String
        let symbol: String
        let side: String
        let kind: String
        let quantity: String
        let limitPrice: String?
        let status: String
        let executionPrice: String?

        init(_ row: SQLiteRow) throws {
            id = try row.text("id")
            symbol = try row.text("symbol")
            side = try row.text("side")
            kind = try row.text("kind")
            quantity = try row.text("quantity")
            limitPrice = try row.optionalText("limit_price")
            status = try row.text("status")
            executionPrice = try row.optionalText("execution_price")
        }
    }

    private struct OrderRequestBody: Decodable {
        let symbol: String
        let side: String
        let kind: String
        let quantity: String
        let limitPrice: String?
        let tick: Int?
    }

    /// The assets (of `kind`, or all) at `tick`'s prices.
    private static func assets(_ database: SQLiteConnection, kind: String?, tick: Int) throws -> [AssetBody] {
        try database.query("SELECT symbol, position, name, kind, price, opening_price, currency FROM assets ORDER BY position")
            .filter { row in try kind == nil || row.text("kind") == kind }
            .map { row in
                let seed = Decimal(string: try row.text("price")) ?? 0
                return AssetBody(
                    symbol: try row.text("symbol"), name: try row.text("name"), kind: try row.text("kind"),
                    price: MinorUnits.text(price(seed: seed, tick: tick, index: try row.int("position")), minimumFractionDigits: 2),
                    openingPrice: try row.text("opening_price"), currency: try row.text("currency"))
            }
    }

    /// A positive decimal with at most 8 decimals, or a field error.
    private static func positiveDecimal(_ text: String, field: String) throws(APIError) -> Decimal {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard (1...12).contains(parts[0].count), parts.allSatisfy({ MinorUnits.isDigits($0) }),
              parts.count == 1 || (1...8).contains(parts[1].count), let value = Decimal(string: text), value > 0 else {
            throw APIError.invalidField(
                field, reason: "must be a positive number as a string, like \"2\" or \"0.5\" (got '\(text.prefix(32))')")
        }
        return value
    }

    static let marketRoutes: [APIRoute] = [
        APIRoute(method: "GET", path: "/v1/markets", access: .session, action: .read { request, database in
            let kind = request.request.query["kind"]
            if let kind, !["stocks", "etfs", "crypto"].contains(kind) {
                throw APIError.invalidParameter("kind", reason: "must be stocks, etfs or crypto (got '\(kind.prefix(16))')")
            }
            let tick = try integer(request.request.query["tick"], name: "tick", default: 0, range: 0...100_000_000)
            return APIResponse.json(["assets": try assets(database, kind: kind, tick: tick)])
        }),
        APIRoute(method: "GET", path: "/v1/portfolio", access: .session, action: .read { request, database in
            let rows = try database.query(
                "SELECT symbol, quantity, average_cost FROM holdings WHERE user_id = ? ORDER BY position",
                [.integer(try request.caller.user())])
            return APIResponse.json(["holdings": try rows.map {
                HoldingBody(symbol: try $0.text("symbol"), quantity: try $0.text("quantity"), averageCost: try $0.text("average_cost"))
            }])
        }),
        APIRoute(method: "GET", path: "/v1/orders", access: .session, action: .read { request, database in
            let rows = try database.query(
                "SELECT id, symbol, side, kind, quantity, limit_price, status, execution_price FROM orders WHERE user_id = ? ORDER BY seq",
                [.integer(try request.caller.user())])
            return APIResponse.json(["orders": try rows.map(OrderBody.init)])
        }),
        APIRoute(method: "POST", path: "/v1/orders", access: .session, action: .write { request in
            let body = try JSONBody.decode(
                OrderRequestBody.self, from: request.request.body, fields: ["symbol", "side", "kind", "quantity", "limitPrice", "tick"])
            guard ["buy", "sell"].contains(body.side) else { throw APIError.invalidField("side", reason: "must be buy or sell") }
            guard ["market", "limit"].contains(body.kind) else { throw APIError.invalidField("kind", reason: "must be market or limit") }
            let quantity = try positiveDecimal(body.quantity, field: "quantity")
            let limit: Decimal? = switch (body.kind, body.limitPrice) {
            case ("limit", nil): throw APIError.missingField("limitPrice")
            case ("limit", let text?): try positiveDecimal(text, field: "limitPrice")
            case (_, nil): nil
            case (_, .some): throw APIError.invalidField("limitPrice", reason: "is only for limit orders")
            }
            let tick = body.tick ?? 0
            guard (0...100_000_000).contains(tick) else { throw APIError.invalidField("tick", reason: "must be from 0 to 100000000") }
            let userID = try request.caller.user()
            return { database in
                guard let asset = try assets(database, kind: nil, tick: tick).first(where: { $0.symbol == body.symbol }),
                      let price = Decimal(string: asset.price) else {
                    throw APIError.rejected("Unknown asset \(body.symbol.prefix(16))")
                }
                let holding = try database.query(
                    "SELECT quantity, average_cost FROM holdings WHERE user_id = ? AND symbol = ?", [.integer(userID), .text(body.symbol)]
                ).first
                let held = try holding.map { Decimal(string: try $0.text("quantity")) ?? 0 } ?? 0
                if body.side == "sell", quantity > held {
                    throw APIError.rejected("You hold only \(held) \(body.symbol)")
                }
                let fills: Bool = switch (body.kind, body.side) {
                case ("market", _): true
                case (_, "buy"): (limit ?? 0) >= price
                default: (limit ?? .greatestFiniteMagnitude) <= price
                }
                let count = try database.query("SELECT count(*) AS made FROM orders")[0].int("made")
                let id = "o\(count + 1)"
                try database.run(
                    """
                    INSERT INTO orders (id, user_id, symbol, side, kind, quantity, limit_price, status, execution_price)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                    [.text(id), .integer(userID), .text(body.symbol), .text(body.side), .text(body.kind), .text("\(quantity)"),
                     .optionalText(limit.map { "\($0)" }), .text(fills ? "filled" : "open"), .optionalText(fills ? asset.price : nil)])
                if fills { try applyFill(database, userID: userID, symbol: body.symbol, side: body.side, quantity: quantity, price: price) }
                let order = try database.query(
                    "SELECT id, symbol, side, kind, quantity, limit_price, status, execution_price FROM orders WHERE id = ?", [.text(id)])
                return APIResponse.json(["order": try OrderBody(order[0])], status: 201)
            }
        }),
    ]

    /// Moves the holding by a fill (as the app's `applyFill`): buys raise the quantity and average the
    /// cost (rounded to 4 decimals); sells lower it and drop the holding at zero.
    private static func applyFill(
        _ database: SQLiteConnection, userID: Int64, symbol: String, side: String, quantity: Decimal, price: Decimal
    ) throws {
        let row = try database.query(
            "SELECT quantity, average_cost FROM holdings WHERE user_id = ? AND symbol = ?", [.integer(userID), .text(symbol)]).first
        let held = try row.map { Decimal(string: try $0.text("quantity")) ?? 0 }
        let cost = try row.map { Decimal(string: try $0.text("average_cost")) ?? 0 }
        if side == "buy" {
            guard let held, let cost else {
                let position = try database.query("SELECT coalesce(max(position), -1) + 1 AS next FROM holdings")[0].int("next")
                try database.run(
                    "INSERT INTO holdings (user_id, symbol, position, quantity, average_cost) VALUES (?, ?, ?, ?, ?)",
                    [.integer(userID), .text(symbol), .int(position), .text("\(quantity)"), .text("\(price)")])
                return
            }
            let total = held + quantity
            let average = MinorUnits.round((held * cost + quantity * price) / total, digits: 4)
            try database.run(
                "UPDATE holdings SET quantity = ?, average_cost = ? WHERE user_id = ? AND symbol = ?",
                [.text("\(total)"), .text("\(average)"), .integer(userID), .text(symbol)])
        } else if let held {
            let remaining = held - quantity
            if remaining <= 0 {
                try database.run("DELETE FROM holdings WHERE user_id = ? AND symbol = ?", [.integer(userID), .text(symbol)])
            } else {
                try database.run(
                    "UPDATE holdings SET quantity = ? WHERE user_id = ? AND symbol = ?",
                    [.text("\(remaining)"), .integer(userID), .text(symbol)])
            }
        }
    }
}
