import Foundation
import KassSQLite
import KassSupport

/// The notification preferences the push service reads (the app's Settings screen saves all three).
extension ChaosBankAPI {
    private struct PreferencesBody: Codable {
        let payments: Bool
        let markets: Bool
        let marketing: Bool
    }

    private static func preferences(_ database: SQLiteConnection, userID: Int64) throws -> PreferencesBody {
        let row = try database.query(
            "SELECT payments, markets, marketing FROM notification_preferences WHERE user_id = ?", [.integer(userID)])[0]
        return PreferencesBody(payments: try row.bool("payments"), markets: try row.bool("markets"), marketing: try row.bool("marketing"))
    }

    static let settingsRoutes: [APIRoute] = [
        APIRoute(method: "GET", path: "/v1/notification-preferences", access: .session, action: .read { request, database in
            APIResponse.json(try preferences(database, userID: try request.caller.user()))
        }),
        APIRoute(method: "POST", path: "/v1/notification-preferences", access: .session, action: .write { request in
            let body = try JSONBody.decode(
                PreferencesBody.self, from: request.request.body, fields: ["payments", "markets", "marketing"])
            let userID = try request.caller.user()
            return { database in
                try database.run(
                    "UPDATE notification_preferences SET payments = ?, markets = ?, marketing = ? WHERE user_id = ?",
                    [.int(body.payments ? 1 : 0), .int(body.markets ? 1 : 0), .int(body.marketing ? 1 : 0), .integer(userID)])
                return APIResponse.json(try preferences(database, userID: userID))
            }
        }),
    ]
}
