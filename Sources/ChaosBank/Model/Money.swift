import Foundation

/// An amount in a currency, held as a decimal rounded to the currency's minor unit.
struct Money: Sendable, Equatable, Hashable, Comparable, Codable {
    /// The amount (for example 1234.56).
    var amount: Decimal
    /// The currency.
    var currency: Currency

    /// An amount, rounded half-up ("commercial rounding") to the currency's minor unit.
    init(_ amount: Decimal, _ currency: Currency) {
        self.amount = Money.round(amount, fractionDigits: currency.fractionDigits)
        self.currency = currency
    }

    /// Zero in `currency`.
    static func zero(_ currency: Currency) -> Money { Money(0, currency) }

    /// `amount` rounded half away from zero to `fractionDigits`.
    static func round(_ amount: Decimal, fractionDigits: Int, mode: NSDecimalNumber.RoundingMode = .plain) -> Decimal {
        var source = amount
        var result = Decimal()
        NSDecimalRound(&result, &source, fractionDigits, mode)
        return result
    }

    /// The sum; both amounts must be in the same currency.
    static func + (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "adding \(rhs.currency) to \(lhs.currency)")
        return Money(lhs.amount + rhs.amount, lhs.currency)
    }

    /// The difference; both amounts must be in the same currency.
    static func - (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "subtracting \(rhs.currency) from \(lhs.currency)")
        return Money(lhs.amount - rhs.amount, lhs.currency)
    }

    /// Orders amounts of the same currency.
    static func < (lhs: Money, rhs: Money) -> Bool { lhs.amount < rhs.amount }

    /// Whether the amount is below zero.
    var isNegative: Bool { amount < 0 }

    /// The amount as a `Double` (for display arithmetic only, never for balances).
    var doubleValue: Double { NSDecimalNumber(decimal: amount).doubleValue }
}
