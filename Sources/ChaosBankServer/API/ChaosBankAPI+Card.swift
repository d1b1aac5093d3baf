import Foundation
import KassSQLite
import KassSupport

/// The debit card: read it, freeze it, allow online payments, set the monthly limit.
extension ChaosBankAPI {
    /// The largest monthly limit accepted, in minor units (€100,000.00).
    static let maximumMonthlyLimit: Int64 = 10_000_000

    private struct CardBody: Encodable {
        let number: String
        let cvv: String
        let expiry: String
        let isFrozen: Bool
        let onlinePaymentsEnabled: Bool
        let monthlyLimit: String
        let currency: String
    }

    private struct CardSettingsBody: Decodable {
        let isFrozen: Bool?
        let onlinePaymentsEnabled: Bool?
        let monthlyLimit: String?
    }

    private static func card(_ database: SQLiteConnection, userID: Int64) throws -> CardBody {
        let row = try database.query(
            "SELECT number, cvv, expiry, frozen, online_payments, monthly_limit, limit_currency FROM cards WHERE user_id = ?",
            [.integer(userID)])[0]
        return CardBody(
            number: try row.text("number"), cvv: try row.text("cvv"), expiry: try row.text("expiry"), isFrozen: try row.bool("frozen"),
            onlinePaymentsEnabled: try row.bool("online_payments"), monthlyLimit: MinorUnits.format(try row.integer("monthly_limit")),
            currency: try row.text("limit_currency"))
    }

    static let cardRoutes: [APIRoute] = [
        APIRoute(method: "GET", path: "/v1/card", access: .session, action: .read { request, database in
            APIResponse.json(try card(database, userID: try request.caller.user()))
        }),
        APIRoute(method: "POST", path: "/v1/card/settings", access: .session, action: .write { request in
            let body = try JSONBody.decode(
                CardSettingsBody.self, from: request.request.body, fields: ["isFrozen", "onlinePaymentsEnabled", "monthlyLimit"])
            guard body.isFrozen != nil || body.onlinePaymentsEnabled != nil || body.monthlyLimit != nil else {
                throw APIError.missingField("isFrozen, onlinePaymentsEnabled or monthlyLimit")
            }
            let limit = try body.monthlyLimit.map { text throws(APIError) in try BankQueries.amount(text, field: "monthlyLimit") }
            if let limit, limit > maximumMonthlyLimit {
                throw APIError.invalidField("monthlyLimit", reason: "must be at most \(MinorUnits.format(maximumMonthlyLimit))")
            }
            let userID = try request.caller.user()
            return { database in
                if let frozen = body.isFrozen {
                    try database.run("UPDATE cards SET frozen = ? WHERE user_id = ?", [.int(frozen ? 1 : 0), .integer(userID)])
                }
                if let online = body.onlinePaymentsEnabled {
                    try database.run("UPDATE cards SET online_payments = ? WHERE user_id = ?", [.int(online ? 1 : 0), .integer(userID)])
                }
                if let limit {
                    try database.run("UPDATE cards SET monthly_limit = ? WHERE user_id = ?", [.integer(limit), .integer(userID)])
                }
                return APIResponse.json(try card(database, userID: userID))
            }
        }),
    ]
}
