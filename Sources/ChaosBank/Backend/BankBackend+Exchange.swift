import Foundation
import HeadlessUI

/// The backend's answer to an exchange: both accounts' new balances.
struct ExchangeReceipt: Sendable, Equatable {
    /// The quote that was executed.
    var quote: ExchangeQuote
    /// The balance of the account the money left.
    var fromBalance: Money
    /// The balance of the account the money went to.
    var toBalance: Money
}

extension BankBackend {
    /// Executes `quote`: when the response is produced, checks that the source account covers the
    /// amount plus the fee, debits both, credits what the quote gives and books the exchange.
    @discardableResult
    func exchange(_ quote: ExchangeQuote, completion: @escaping @MainActor (Result<ExchangeReceipt, BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("exchange") { data throws(BankError) in
            // kass:equivalent relational-boundary: the form sends no exchange of zero (Exchange is disabled for it)
            guard quote.amount.amount > 0, quote.amount.currency != quote.youGet.currency else {
                throw .rejected("Choose an amount and two different currencies")
            }
            guard let fromIndex = data.accounts.firstIndex(where: { $0.currency == quote.amount.currency }),
                  let toIndex = data.accounts.firstIndex(where: { $0.currency == quote.youGet.currency }) else {
                throw .rejected("No account in one of the currencies")
            }
            guard data.accounts[fromIndex].balance >= quote.totalDebit else { throw .insufficientFunds }
            let debit = Money(-quote.totalDebit.amount, quote.amount.currency)
            data.accounts[fromIndex].balance = data.accounts[fromIndex].balance + debit
            data.accounts[fromIndex].todayChange = data.accounts[fromIndex].todayChange + debit
            data.accounts[toIndex].balance = data.accounts[toIndex].balance + quote.youGet
            data.accounts[toIndex].todayChange = data.accounts[toIndex].todayChange + quote.youGet
            let title = "Exchange \(quote.amount.currency.code) → \(quote.youGet.currency.code)"
            // kass:equivalent string-literal: a transaction's category is stored, never shown
            data.book(BankBackend.payment(title: title, amount: debit, category: "Exchange", in: data))
            return ExchangeReceipt(quote: quote, fromBalance: data.accounts[fromIndex].balance, toBalance: data.accounts[toIndex].balance)
        } completion: { completion($0) }
    }

    /// The current rates (units per 1 EUR), for the exchange form.
    @discardableResult
    func fetchRates(completion: @escaping @MainActor (Result<[Currency: Decimal], BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("rates") { data in data.ratesPerEuro } completion: { completion($0) }
    }
}
