import Foundation
import HeadlessUI

/// A transfer the user has filled in and is about to confirm.
struct TransferDraft: Sendable, Equatable {
    /// Who receives the money.
    var recipient: Recipient
    /// The amount, in the currency of the account it leaves.
    var amount: Money
    /// The sender's note ("" for none).
    var note: String

    /// A draft.
    init(recipient: Recipient, amount: Money, note: String) {
        self.recipient = recipient
        self.amount = amount
        self.note = note
    }
}

/// The backend's answer to a transfer: the booked transaction and the account's new balance.
struct TransferReceipt: Sendable, Equatable {
    /// The booked transaction (negative amount).
    var transaction: BankTransaction
    /// The balance of the account the money left.
    var balance: Money
}

extension BankBackend {
    /// Loads the user's accounts (for the transfer and exchange forms).
    @discardableResult
    func fetchAccounts(completion: @escaping @MainActor (Result<[Account], BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("accounts") { data in data.accounts } completion: { completion($0) }
    }

    /// Loads the saved recipients.
    @discardableResult
    func fetchRecipients(completion: @escaping @MainActor (Result<[Recipient], BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("recipients") { data in data.recipients } completion: { completion($0) }
    }

    /// Sends `draft`: when the response is produced, checks the account's balance (refusing with
    /// ``BankError/insufficientFunds``), debits it and books the transaction.
    @discardableResult
    func sendTransfer(
        _ draft: TransferDraft, completion: @escaping @MainActor (Result<TransferReceipt, BankError>) -> Void
    ) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("transfer") { data throws(BankError) in
            let currency = draft.amount.currency
            // kass:equivalent relational-boundary: the form sends no transfer of zero (Continue is disabled for it)
            guard draft.amount.amount > 0 else { throw .rejected("The amount must be more than zero") }
            guard let index = data.accounts.firstIndex(where: { $0.currency == currency }) else {
                throw .rejected("No \(currency.code) account")
            }
            guard data.accounts[index].balance >= draft.amount else { throw .insufficientFunds }
            let debit = Money(-draft.amount.amount, currency)
            data.accounts[index].balance = data.accounts[index].balance + debit
            data.accounts[index].todayChange = data.accounts[index].todayChange + debit
            let transaction = BankBackend.payment(
                // kass:equivalent string-literal: a transaction's category is stored, never shown
                title: draft.recipient.name, amount: debit, category: "Transfer", note: draft.note, in: data
            )
            data.book(transaction)
            return TransferReceipt(transaction: transaction, balance: data.accounts[index].balance)
        } completion: { completion($0) }
    }
}
