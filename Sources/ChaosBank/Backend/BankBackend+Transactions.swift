import Foundation

extension BankBackend {
    /// Transactions per page of the transactions list.
    static let transactionPageSize = 20

    /// Fetches the transactions matching `query` (case-insensitive part of the title, empty for all)
    /// and `direction`, `limit` of them from `offset`, newest first; the filtering runs at response
    /// time, as on a server.
    @discardableResult
    func fetchTransactions(
        query: String, direction: TransactionDirection, offset: Int, limit: Int = BankBackend.transactionPageSize,
        completion: @escaping @MainActor (Result<TransactionPage, BankError>) -> Void
    ) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("transactions.page", { data throws(BankError) in
            let trimmed = query.trimmingCharacters(in: .whitespaces)
            let matching = data.transactions.filter { transaction in
                direction.includes(transaction) && (trimmed.isEmpty || transaction.title.localizedCaseInsensitiveContains(trimmed))
            }
            let start = min(max(0, offset), matching.count)
            // kass:equivalent integer-literal: the screen asks for pages of 20, never for 0 or fewer rows
            let end = min(start + max(0, limit), matching.count)
            return TransactionPage(transactions: Array(matching[start..<end]), offset: start, total: matching.count)
        }, completion: completion)
    }
}
