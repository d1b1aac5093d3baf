import Foundation
import KassSQLite
import KassSupport

/// Home, accounts, recipients and rates.
extension ChaosBankAPI {
    /// How many transactions Home's "Recent activity" lists (as the app).
    static let recentActivityCount = 5

    private struct HomeBody: Encodable {
        let firstName: String
        let accounts: [AccountBody]
        let recentTransactions: [TransactionBody]
        let ratesPerEuro: [String: String]
    }

    private struct RecipientBody: Encodable {
        let id: String
        let name: String
        let iban: String
    }

    static let accountRoutes: [APIRoute] = [
        APIRoute(method: "GET", path: "/v1/home", access: .session, action: .read { request, database in
            let userID = try request.caller.user()
            let recent = try database.query(
                "SELECT \(TransactionBody.columns) FROM transactions WHERE user_id = ? ORDER BY seq DESC LIMIT ?",
                [.integer(userID), .int(recentActivityCount)])
            return APIResponse.json(HomeBody(
                firstName: try database.query("SELECT first_name FROM users WHERE id = ?", [.integer(userID)])[0].text("first_name"),
                accounts: try AccountBody.all(database, userID: userID),
                recentTransactions: try recent.map(TransactionBody.init),
                ratesPerEuro: try BankQueries.rateTexts(database)))
        }),
        APIRoute(method: "GET", path: "/v1/accounts", access: .session, action: .read { request, database in
            APIResponse.json(["accounts": try AccountBody.all(database, userID: try request.caller.user())])
        }),
        APIRoute(method: "GET", path: "/v1/recipients", access: .session, action: .read { request, database in
            let rows = try database.query(
                "SELECT id, name, iban FROM recipients WHERE user_id = ? ORDER BY position", [.integer(try request.caller.user())])
            return APIResponse.json(["recipients": try rows.map {
                RecipientBody(id: try $0.text("id"), name: try $0.text("name"), iban: try $0.text("iban"))
            }])
        }),
        APIRoute(method: "GET", path: "/v1/rates", access: .session, action: .read { _, database in
            APIResponse.json(["ratesPerEuro": try BankQueries.rateTexts(database)])
        }),
    ]
}
