import Foundation

/// Formats and parses amounts the way the chosen ``BankLocale`` writes them, by hand so the result is
/// the same on every platform: `$1,234.56` / `-£12.00` (English), `1.234,56 €` / `-12,00 £` (German).
struct MoneyFormatter: Sendable {
    /// The locale whose separators and symbol placement are used.
    var locale: BankLocale

    /// A formatter for `locale`.
    init(locale: BankLocale) {
        self.locale = locale
    }

    /// `money` with its currency symbol, grouping and the currency's fraction digits.
    func string(from money: Money) -> String {
        let number = string(from: money.amount, fractionDigits: money.currency.fractionDigits, grouping: true)
        let unsigned = number.hasPrefix("-") ? String(number.dropFirst()) : number
        let sign = number.hasPrefix("-") ? "-" : ""
        let symbol = money.currency.symbol
        if locale.symbolFollowsAmount { return "\(sign)\(unsigned) \(symbol)" }
        return symbol.count > 1 ? "\(sign)\(symbol) \(unsigned)" : "\(sign)\(symbol)\(unsigned)"
    }

    /// `money` with an explicit `+` for positive amounts (changes, money in).
    func signedString(from money: Money) -> String {
        money.amount > 0 ? "+" + string(from: money) : string(from: money)
    }

    /// A plain number: `1,234.5678` with `fractionDigits` digits (rounded half-up), optional grouping.
    func string(from value: Decimal, fractionDigits: Int, grouping: Bool = true) -> String {
        let rounded = Money.round(value, fractionDigits: fractionDigits)
        let negative = rounded < 0
        let magnitude = negative ? -rounded : rounded
        let plain = NSDecimalNumber(decimal: magnitude).stringValue
        let parts = plain.split(separator: ".", omittingEmptySubsequences: false)
        var integer = String(parts[0])
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        fraction = String((fraction + String(repeating: "0", count: fractionDigits)).prefix(fractionDigits))
        if grouping { integer = group(integer) }
        // kass:equivalent integer-literal: no figure is shown with one fraction digit (money has 2, rates 4, quantities 0 or 2)
        let body = fractionDigits > 0 ? "\(integer)\(locale.decimalSeparator)\(fraction)" : integer
        return negative && rounded != 0 ? "-" + body : body
    }

    /// A percentage with two decimals and a sign: `+1.25%` / `-0,40 %`.
    func percentString(from value: Decimal) -> String {
        // kass:equivalent boolean-literal: the percentages shown stay far below 1,000 %, where grouping would add a separator
        let number = string(from: value, fractionDigits: 2, grouping: false)
        let signed = value > 0 ? "+" + number : number
        return locale == .german ? "\(signed) %" : "\(signed)%"
    }

    /// Reads an amount typed in this locale: grouping separators are ignored, the locale's decimal
    /// separator ends the integer part, a currency symbol or code around it is allowed. `nil` when the
    /// text is not a number (empty, letters, two decimal separators, more fraction digits than
    /// `maximumFractionDigits`).
    func amount(from text: String, maximumFractionDigits: Int = 2) -> Decimal? {
        var cleaned = text.trimmingCharacters(in: .whitespaces)
        for currency in Currency.allCases {
            cleaned = cleaned.replacingOccurrences(of: currency.symbol, with: "").replacingOccurrences(of: currency.code, with: "")
        }
        cleaned = cleaned.trimmingCharacters(in: .whitespaces)
        guard !cleaned.isEmpty else { return nil }
        let negative = cleaned.hasPrefix("-")
        if negative { cleaned.removeFirst() }
        cleaned.removeAll { $0 == " " }
        var pieces = cleaned.split(separator: locale.decimalSeparator, omittingEmptySubsequences: false)
        guard let grouped = pieces.first, let integerDigits = ungrouped(grouped) else { return nil }
        pieces[0] = Substring(integerDigits)
        guard pieces.count <= 2, let integerPart = pieces.first,
              !(integerPart.isEmpty && (pieces.count < 2 || pieces[1].isEmpty)),
              integerPart.allSatisfy(\.isASCIIDigit) else { return nil }
        let fractionPart = pieces.count == 2 ? pieces[1] : ""
        guard fractionPart.allSatisfy(\.isASCIIDigit), fractionPart.count <= maximumFractionDigits else { return nil }
        guard let value = Decimal(
            string: "\(integerPart.isEmpty ? "0" : integerPart).\(fractionPart.isEmpty ? "0" : fractionPart)",
            locale: Locale(identifier: "en_US_POSIX")
        ) else { return nil }
        return negative ? -value : value
    }

    /// `text` without grouping separators, or `nil` when they are misplaced (groups after the first
    /// must have three digits: `1,234` and `12,345,678` but not `1,2` or `12,34`).
    private func ungrouped(_ text: Substring) -> String? {
        let groups = text.split(separator: locale.groupingSeparator, omittingEmptySubsequences: false)
        guard groups.count > 1 else { return String(text) }
        guard let first = groups.first, (1...3).contains(first.count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        return groups.joined()
    }

    private func group(_ digits: String) -> String {
        var result = ""
        for (offset, digit) in digits.reversed().enumerated() {
            if offset > 0,  // kass:equivalent integer-literal: offset 1 is no multiple of 3, so > 1 places separators alike
               offset % 3 == 0 { result.append(locale.groupingSeparator) }
            result.append(digit)
        }
        return String(result.reversed())
    }
}

extension Character {
    /// Whether the character is one of `0`–`9`.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
