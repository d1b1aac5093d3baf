import Foundation

/// The user's debit card and its settings.
struct CardState: Sendable, Equatable {
    /// The full card number (never shown whole).
    var number: String
    /// The security code (hidden until revealed).
    var cvv: String
    /// Expiry as `MM/YY`.
    var expiry: String
    /// Whether the card is frozen.
    var isFrozen: Bool
    /// Whether online payments are allowed.
    var onlinePaymentsEnabled: Bool
    /// The monthly spending limit.
    var monthlyLimit: Money

    /// A card.
    init(number: String, cvv: String, expiry: String, isFrozen: Bool, onlinePaymentsEnabled: Bool, monthlyLimit: Money) {
        self.number = number
        self.cvv = cvv
        self.expiry = expiry
        self.isFrozen = isFrozen
        self.onlinePaymentsEnabled = onlinePaymentsEnabled
        self.monthlyLimit = monthlyLimit
    }

    /// The last four digits.
    var lastFour: String { String(number.filter(\.isASCIIDigit).suffix(4)) }
}
