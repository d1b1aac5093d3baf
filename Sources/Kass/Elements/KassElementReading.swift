import Foundation
import Hammer

/// How Kass reads an element's text and numbers from a snapshot node.
enum KassElementReading {
    /// The element's text: its value when it has one (fields, switches, sliders), else its label.
    @MainActor
    static func text(of node: AccessibilitySnapshot.Node) -> String {
        if let value = node.value, !value.isEmpty { return value }
        return node.label ?? ""
    }

    /// The number in `text` read with `locale`'s separators: currency symbols, spaces and letters
    /// are ignored, grouping separators dropped, the decimal separator honoured, `-`/`−` and
    /// parentheses read as negative. `nil` when there are no digits or they do not form one number.
    static func number(in text: String, locale: Locale) -> Double? {
        let decimal = locale.decimalSeparator ?? "."
        let grouping = locale.groupingSeparator ?? ","
        var negative = text.contains("-") || text.contains("−") || (text.contains("(") && text.contains(")"))
        var digits = ""
        var sawDigit = false
        var sawDecimal = false
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix(decimal), !decimal.isEmpty {
                guard !sawDecimal else { return nil }
                sawDecimal = true
                digits.append(".")
                index = text.index(index, offsetBy: decimal.count)
                continue
            }
            if rest.hasPrefix(grouping), !grouping.isEmpty {
                index = text.index(index, offsetBy: grouping.count)
                continue
            }
            let character = text[index]
            if character.isASCII, character.isNumber {
                digits.append(character)
                sawDigit = true
            } else if character == "\u{00A0}" || character == "\u{202F}" || character == "'" {
                // Grouping spaces and apostrophes of some locales.
            } else if sawDigit, character.isNumber {
                return nil
            }
            index = text.index(after: index)
        }
        guard sawDigit, let value = Double(digits) else { return nil }
        if value == 0 { negative = false }
        return negative ? -value : value
    }
}
