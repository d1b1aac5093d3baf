import Foundation

/// The notification preferences the server stores for push messages.
public struct NotificationPreferences: Sendable, Equatable {
    /// Payments in and out.
    public var payments: Bool
    /// Market moves.
    public var markets: Bool
    /// Offers and news.
    public var marketing: Bool

    /// Preferences.
    public init(payments: Bool, markets: Bool, marketing: Bool) {
        self.payments = payments
        self.markets = markets
        self.marketing = marketing
    }
}

extension BankBackend {
    /// Stores the customer's notification preferences (the push service reads them).
    @discardableResult
    public func saveNotificationPreferences(_ preferences: NotificationPreferences, completion: @escaping @MainActor (Result<NotificationPreferences, BankError>) -> Void) -> BankRequest {
        request("notification-preferences", { _ throws(BankError) in preferences }, completion: completion)
    }

    /// Ends the session on the server.
    @discardableResult
    public func signOut(completion: @escaping @MainActor (Result<Void, BankError>) -> Void) -> BankRequest {
        request("sign-out", latency: 0, { _ throws(BankError) in }, completion: completion)
    }
}
