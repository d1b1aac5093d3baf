import Foundation
import KassSQLite
import KassSupport

/// The transactions list: newest first, paged, searched by part of the title (case-insensitive, as
/// the app's `localizedCaseInsensitiveContains`) and filtered by direction.
extension ChaosBankAPI {
    /// Transactions per page unless `limit` says otherwise (as the app).
    static let transactionPageSize = 20
    /// The largest page.
    static let maximumPageSize = 100
    /// The longest search text.
    static let maximumQueryLength = 100

    private struct PageBody: Encodable {
        let transactions: [TransactionBody]
        let offset: Int
        let total: Int
    }

    static let transactionRoutes: [APIRoute] = [
        APIRoute(method: "GET", path: "/v1/transactions", access: .session, action: .read { request, database in
            let parameters = request.request.query
            for name in parameters.keys.sorted() where !["query", "direction", "offset", "limit"].contains(name) {
                throw APIError.invalidParameter(name, reason: "is not known (use query, direction, offset, limit)")
            }
            let query = (parameters["query"] ?? "").trimmingCharacters(in: .whitespaces)
            guard query.count <= maximumQueryLength else {
                throw APIError.invalidParameter("query", reason: "is longer than \(maximumQueryLength) characters")
            }
            let direction = parameters["direction"] ?? "all"
            guard ["all", "in", "out"].contains(direction) else {
                throw APIError.invalidParameter("direction", reason: "must be all, in or out (got '\(direction.prefix(16))')")
            }
            let offset = try integer(parameters["offset"], name: "offset", default: 0, range: 0...1_000_000)
            let limit = try integer(parameters["limit"], name: "limit", default: transactionPageSize, range: 1...maximumPageSize)
            var sql = "SELECT \(TransactionBody.columns) FROM transactions WHERE user_id = ?"
            if direction == "in" { sql += " AND amount > 0" }
            if direction == "out" { sql += " AND amount < 0" }
            let rows = try database.query(sql + " ORDER BY seq DESC", [.integer(try request.caller.user())])
            let matching = try rows.filter { row in try query.isEmpty || row.text("title").localizedCaseInsensitiveContains(query) }
            let start = min(offset, matching.count)
            let end = min(start + limit, matching.count)
            return APIResponse.json(PageBody(
                transactions: try matching[start..<end].map(TransactionBody.init), offset: start, total: matching.count))
        }),
    ]

    /// A whole-number query parameter within `range`.
    static func integer(_ text: String?, name: String, default value: Int, range: ClosedRange<Int>) throws(APIError) -> Int {
        guard let text else { return value }
        guard text.count <= 9, let number = Int(text), range.contains(number) else {
            throw APIError.invalidParameter(
                name, reason: "must be a whole number from \(range.lowerBound) to \(range.upperBound) (got '\(text.prefix(16))')")
        }
        return number
    }
}
