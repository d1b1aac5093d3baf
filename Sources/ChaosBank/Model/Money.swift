import Foundation

/// An amount in a currency, held as a decimal rounded to the currency's minor unit.
public struct Money: Sendable, Equatable, Hashable, Comparable, Codable {
    /// The amount (for example 1234.56).
    public var amount: Decimal
    /// The currency.
    public var currency: Currency

    /// An amount, rounded half-up ("commercial rounding") to the currency's minor unit.
    public init(_ amount: Decimal, _ currency: Currency) {
        self.amount = Money.round(amount, fractionDigits: currency.fractionDigits)
        self.currency = currency
    }

    /// Zero in `currency`.
    public static func zero(_ currency: Currency) -> Money { Money(0, currency) }

    /// `amount` rounded half away from zero to `fractionDigits`.
    public static func round(_ amount: Decimal, fractionDigits: Int, mode: NSDecimalNumber.RoundingMode = .plain) -> Decimal {
        var source = amount
        var result = Decimal()
        NSDecimalRound(&result, &source, fractionDigits, mode)
        return result
    }

    /// The sum; both amounts must be in the same currency.
    public static func + (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "adding \(rhs.currency) to \(lhs.currency)")
        return Money(lhs.amount + rhs.amount, lhs.currency)
    }

    /// The difference; both amounts must be in the same currency.
    public static func - (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "subtracting \(rhs.currency) from \(lhs.currency)")
        return Money(lhs.amount - rhs.amount, lhs.currency)
    }

    /// Orders amounts of the same currency.
    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.amount < rhs.amount }

    /// Whether the amount is below zero.
    public var isNegative: Bool { amount < 0 }

    /// The amount as a `Double` (for display arithmetic only, never for balances).
    public var doubleValue: Double { NSDecimalNumber(decimal: amount).doubleValue }
}
