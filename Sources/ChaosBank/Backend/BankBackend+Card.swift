import Foundation

extension BankBackend {
    /// The card as the server stores it.
    @discardableResult
    func loadCard(completion: @escaping @MainActor (Result<CardState, BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("card", { data throws(BankError) in data.card }, completion: completion)
    }

    /// Freezes or unfreezes the card; answers with the stored card.
    @discardableResult
    func setCardFrozen(_ isFrozen: Bool, completion: @escaping @MainActor (Result<CardState, BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        updateCard("card-freeze", { $0.isFrozen = isFrozen }, completion: completion)
    }

    /// Allows or blocks online payments; answers with the stored card.
    @discardableResult
    func setOnlinePayments(_ isEnabled: Bool, completion: @escaping @MainActor (Result<CardState, BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        updateCard("card-online-payments", { $0.onlinePaymentsEnabled = isEnabled }, completion: completion)
    }

    /// Stores a new monthly limit (the app validates it first); answers with the stored card.
    @discardableResult
    func setMonthlyLimit(_ limit: Money, completion: @escaping @MainActor (Result<CardState, BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        updateCard("card-limit", { $0.monthlyLimit = limit }, completion: completion)
    }

    /// Applies `change` to the stored card when the request arrives; answers with the stored card.
    private func updateCard(
        _ label: String, _ change: @escaping @MainActor (inout CardState) -> Void,
        completion: @escaping @MainActor (Result<CardState, BankError>) -> Void
    ) -> BankRequest {
        request(label, { data throws(BankError) in
            change(&data.card)
            return data.card
        }, completion: completion)
    }
}
