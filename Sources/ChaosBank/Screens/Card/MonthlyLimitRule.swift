import Foundation

/// The rule for the card's monthly limit: more than zero and at most ``maximum``, in the card's
/// currency, with at most two decimals; and what the server stores for an accepted amount.
struct MonthlyLimitRule: Sendable {
    /// The highest limit a customer may set.
    static let maximum: Decimal = 10_000

    /// Accepts zero (the `card-limit-zero-accepted` defect).
    var acceptsZero = false
    /// Compares with ten times the maximum (the `card-limit-above-maximum-accepted` defect).
    var acceptsAboveMaximum = false

    /// The correct rule.
    init() {}

    /// Whether `amount` may be saved.
    func accepts(_ amount: Decimal) -> Bool {
        // kass:equivalent *: the widened bound is used only with the card-limit-above-maximum-accepted defect on
        let upper = acceptsAboveMaximum ? Self.maximum * 10 : Self.maximum
        let aboveLower = acceptsZero
            // kass:equivalent *: this comparison runs only with the card-limit-zero-accepted defect on
            ? amount >= 0
            : amount > 0
        return aboveLower && amount <= upper
    }
}
