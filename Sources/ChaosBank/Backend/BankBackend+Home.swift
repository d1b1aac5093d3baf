import Foundation
import HeadlessUI

/// What the Home screen shows, as the backend answers it: the accounts with their balances and
/// today's change, the latest transactions and the rates the total is converted at.
struct HomeSnapshot: Sendable, Equatable {
    /// How many transactions "Recent activity" lists.
    static let recentActivityCount = 5

    /// The accounts, in display order.
    var accounts: [Account]
    /// The latest transactions, newest first.
    var recentTransactions: [BankTransaction]
    /// Units of each currency per 1 EUR.
    var ratesPerEuro: [Currency: Decimal]

    /// A snapshot.
    init(accounts: [Account], recentTransactions: [BankTransaction], ratesPerEuro: [Currency: Decimal]) {
        self.accounts = accounts
        self.recentTransactions = recentTransactions
        self.ratesPerEuro = ratesPerEuro
    }

    /// `money` converted to `currency` at the snapshot's rates (not rounded until the result).
    func convert(_ money: Money, to currency: Currency) -> Money {
        // kass:equivalent *: no screen converts a single amount (the screens show totals), and every currency has a rate
        Money(euros(money.amount, from: money.currency) * (ratesPerEuro[currency] ?? 1), currency)
    }

    /// The sum of the balances of `accounts` in `currency` (the Home total, over the snapshot).
    func total(of accounts: [Account], in currency: Currency) -> Money {
        let sum = accounts.reduce(Decimal(0)) { $0 + euros($1.balance.amount, from: $1.currency) }
        // kass:equivalent integer-literal: every currency of the bank has a rate, so the fallback is never used
        return Money(sum * (ratesPerEuro[currency] ?? 1), currency)
    }

    /// The sum of today's changes of every account, in `currency`.
    func totalChange(in currency: Currency) -> Money {
        let sum = accounts.reduce(Decimal(0)) { $0 + euros($1.todayChange.amount, from: $1.currency) }
        // kass:equivalent integer-literal: every currency of the bank has a rate, so the fallback is never used
        return Money(sum * (ratesPerEuro[currency] ?? 1), currency)
    }

    private func euros(_ amount: Decimal, from currency: Currency) -> Decimal {
        // kass:equivalent integer-literal: every currency an account has carries a rate, so the fallback is never used
        amount / (ratesPerEuro[currency] ?? 1)
    }
}

extension BankBackend {
    /// How long a card top-up takes to be booked, in seconds of app time: the card network answers
    /// slowly, so other payments can happen meanwhile.
    static let topUpLatency: TimeInterval = 5

    /// The booking day of payments made in this session (the demo's "today").
    static let bookingDay = "2026-11-29"

    /// Loads what Home shows. The records are read when the response is produced.
    @discardableResult
    func fetchHome(completion: @escaping @MainActor (Result<HomeSnapshot, BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("home") { data in
            HomeSnapshot(
                accounts: data.accounts,
                recentTransactions: Array(data.transactions.prefix(HomeSnapshot.recentActivityCount)),
                ratesPerEuro: data.ratesPerEuro
            )
        } completion: { completion($0) }
    }

    /// Adds `amount` from the user's card to the account in its currency, booked after
    /// ``topUpLatency``; answers the account's new balance.
    @discardableResult
    func topUp(_ amount: Money, completion: @escaping @MainActor (Result<Money, BankError>) -> Void) -> BankRequest {
        // The defect: the client's read-modify-write. The balance is read when the request is sent
        // and written back plus the top-up when it is booked, erasing whatever happened meanwhile.
        let balanceWhenRequested = data.account(in: amount.currency)?.balance
        let losesUpdates = defects.contains(.homeTopUpLostUpdate)
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        return request("top-up", latency: Self.topUpLatency) { data throws(BankError) in
            guard let index = data.accounts.firstIndex(where: { $0.currency == amount.currency }) else {
                throw .rejected("No \(amount.currency.code) account")
            }
            let base = losesUpdates ? (balanceWhenRequested ?? data.accounts[index].balance) : data.accounts[index].balance
            data.accounts[index].balance = base + amount
            data.accounts[index].todayChange = data.accounts[index].todayChange + amount
            data.book(BankBackend.payment(
                title: "Top-up from card", amount: amount,
                // kass:equivalent string-literal: a transaction's category is stored, never shown
                category: "Top-up", in: data
            ))
            return data.accounts[index].balance
        } completion: { completion($0) }
    }

    /// A new transaction for a payment made in this session, with the next free id (`p001`...).
    static func payment(title: String, amount: Money, category: String, note: String = "", in data: BankData) -> BankTransaction {
        let made = data.transactions.filter { $0.id.hasPrefix("p") }.count
        return BankTransaction(
            id: String(format: "p%03d", made + 1), title: title, amount: amount, category: category,
            bookingDate: bookingDay, note: note
        )
    }
}

extension BankData {
    /// Puts `transaction` at the top of the list (newest first).
    func book(_ transaction: BankTransaction) {
        transactions.insert(transaction, at: 0)
    }
}
