import Foundation

/// The notification preferences the server stores for push messages.
struct NotificationPreferences: Sendable, Equatable {
    /// Payments in and out.
    var payments: Bool
    /// Market moves.
    var markets: Bool
    /// Offers and news.
    var marketing: Bool

    /// Preferences.
    init(payments: Bool, markets: Bool, marketing: Bool) {
        self.payments = payments
        self.markets = markets
        self.marketing = marketing
    }
}

extension BankBackend {
    /// Stores the customer's notification preferences (the push service reads them).
    @discardableResult
    func saveNotificationPreferences(
        _ preferences: NotificationPreferences, completion: @escaping @MainActor (Result<NotificationPreferences, BankError>) -> Void
    ) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("notification-preferences", { _ throws(BankError) in preferences }, completion: completion)
    }

    /// Ends the session on the server.
    @discardableResult
    func signOut(completion: @escaping @MainActor (Result<Void, BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("sign-out", latency: 0, { _ throws(BankError) in }, completion: completion)
    }
}
