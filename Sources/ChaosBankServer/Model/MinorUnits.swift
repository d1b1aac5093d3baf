import Foundation

/// Money as the server stores it: whole minor units (cents) in a 64-bit integer, so sums are exact;
/// the wire carries amounts as decimal strings (`"12.50"`), never as JSON numbers, which many JSON
/// parsers read as binary floating point.
enum MinorUnits {
    /// Digits after the decimal point of every currency ChaosBank holds.
    static let fractionDigits = 2
    /// The largest amount accepted in one request (one billion in major units).
    static let maximumAmount: Int64 = 100_000_000_000

    /// Parses a positive amount like `"12.5"` or `"12.50"`; nil when it is not one (the caller words the error).
    static func parsePositive(_ text: String) -> Int64? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, (1...10).contains(whole.count), isDigits(whole) else { return nil }
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        guard parts.count == 1 || (1...fractionDigits).contains(fraction.count), isDigits(fraction) else {
            return nil
        }
        fraction += String(repeating: "0", count: fractionDigits - fraction.count)
        guard let major = Int64(whole), let minor = Int64(fraction) else { return nil }
        let value = major * 100 + minor
        guard value > 0, value <= maximumAmount else { return nil }
        return value
    }

    /// Whether `text` is only the ASCII digits 0-9.
    static func isDigits(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// `"-3.80"` for -380.
    static func format(_ minor: Int64) -> String {
        let sign = minor < 0 ? "-" : ""
        let magnitude = minor.magnitude
        let cents = magnitude % 100
        return "\(sign)\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    /// Minor units of a decimal amount, rounded half away from zero (as the app's `Money` rounds).
    static func from(_ amount: Decimal) -> Int64 {
        var source = amount * 100
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, 0, .plain)
        return NSDecimalNumber(decimal: rounded).int64Value
    }

    /// The decimal amount of `minor` units.
    static func decimal(_ minor: Int64) -> Decimal {
        Decimal(minor) / 100
    }

    /// A decimal rounded half away from zero to `digits`.
    static func round(_ value: Decimal, digits: Int) -> Decimal {
        var source = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, digits, .plain)
        return rounded
    }

    /// The plain decimal text of `value` (`"189.5"` → `"189.50"` with `minimumFractionDigits` 2).
    static func text(_ value: Decimal, minimumFractionDigits: Int = 0) -> String {
        var text = NSDecimalNumber(decimal: value).stringValue
        guard minimumFractionDigits > 0 else { return text }
        if !text.contains(".") { text += "." }
        let digits = text.count - 1 - (text.firstIndex(of: ".").map { text.distance(from: text.startIndex, to: $0) } ?? 0)
        if digits < minimumFractionDigits { text += String(repeating: "0", count: minimumFractionDigits - digits) }
        return text
    }
}
