import Foundation

extension BankBackend {
    /// The card as the server stores it.
    @discardableResult
    public func loadCard(completion: @escaping @MainActor (Result<CardState, BankError>) -> Void) -> BankRequest {
        request("card", { data throws(BankError) in data.card }, completion: completion)
    }

    /// Freezes or unfreezes the card; answers with the stored card.
    @discardableResult
    public func setCardFrozen(_ isFrozen: Bool, completion: @escaping @MainActor (Result<CardState, BankError>) -> Void) -> BankRequest {
        request("card-freeze", { data throws(BankError) in
            data.card.isFrozen = isFrozen
            return data.card
        }, completion: completion)
    }

    /// Allows or blocks online payments; answers with the stored card.
    @discardableResult
    public func setOnlinePayments(_ isEnabled: Bool, completion: @escaping @MainActor (Result<CardState, BankError>) -> Void) -> BankRequest {
        request("card-online-payments", { data throws(BankError) in
            data.card.onlinePaymentsEnabled = isEnabled
            return data.card
        }, completion: completion)
    }

    /// Stores a new monthly limit (the app validates it first); answers with the stored card.
    @discardableResult
    public func setMonthlyLimit(_ limit: Money, completion: @escaping @MainActor (Result<CardState, BankError>) -> Void) -> BankRequest {
        request("card-limit", { data throws(BankError) in
            data.card.monthlyLimit = limit
            return data.card
        }, completion: completion)
    }
}
