import Foundation

/// The user's debit card and its settings.
public struct CardState: Sendable, Equatable {
    /// The full card number (never shown whole).
    public var number: String
    /// The security code (hidden until revealed).
    public var cvv: String
    /// Expiry as `MM/YY`.
    public var expiry: String
    /// Whether the card is frozen.
    public var isFrozen: Bool
    /// Whether online payments are allowed.
    public var onlinePaymentsEnabled: Bool
    /// The monthly spending limit.
    public var monthlyLimit: Money

    /// A card.
    public init(number: String, cvv: String, expiry: String, isFrozen: Bool, onlinePaymentsEnabled: Bool, monthlyLimit: Money) {
        self.number = number
        self.cvv = cvv
        self.expiry = expiry
        self.isFrozen = isFrozen
        self.onlinePaymentsEnabled = onlinePaymentsEnabled
        self.monthlyLimit = monthlyLimit
    }

    /// The last four digits.
    public var lastFour: String { String(number.filter(\.isASCIIDigit).suffix(4)) }
}
