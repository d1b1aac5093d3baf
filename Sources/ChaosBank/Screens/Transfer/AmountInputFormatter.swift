import Foundation
import HeadlessUI

/// Formats an amount field while the user types, in the app's locale: digits and one decimal
/// separator (`.` in English, `,` in German), at most two decimals and ``maximumIntegerDigits``
/// digits before it, the integer part grouped (`1,234.5` / `1.234,5`). Grouping separators typed by
/// the user are accepted and re-placed. The caret keeps its place among the digits, so typing in the
/// middle of the number, or deleting there, works as expected.
///
/// Set it as the field's delegate; it rewrites the text itself and sends `.editingChanged`.
@MainActor
final class AmountInputFormatter: UITextFieldDelegate {
    /// Digits allowed before the decimal separator.
    static let maximumIntegerDigits = 9
    /// Digits allowed after it.
    static let maximumFractionDigits = 2

    /// Mistakes the formatter can make (the input defects of the Transfer area).
    struct Flaws {
        /// Drops the decimal separator, keeping only digits.
        var dropsDecimalSeparator = false
        /// Puts the caret at the start of the text after each edit.
        var caretJumpsToStart = false
        /// Recomputes the balance by replaying the whole ledger on each edit, on the main thread.
        var replaysLedgerPerEdit = false
    }

    /// The locale whose separators are used (read on every edit, so a locale change applies at once).
    var locale: @MainActor () -> BankLocale
    /// The formatter's mistakes.
    var flaws = Flaws()
    /// The balance the last ledger replay computed (``Flaws/replaysLedgerPerEdit``).
    private(set) var replayedBalance = Decimal(0)

    /// A formatter reading the locale from `locale`.
    init(locale: @escaping @MainActor () -> BankLocale) {
        self.locale = locale
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        // kass:equivalent boolean-literal: a text field asks only about ranges inside its own text
        guard range.location + range.length <= current.length else { return false }
        let proposed = current.replacingCharacters(in: range, with: string)
        let caretInProposed = range.location + (string as NSString).length
        let separators = (decimal: locale().decimalSeparator, grouping: locale().groupingSeparator)
        guard let formatted = Self.format(
            proposed, decimal: separators.decimal, grouping: separators.grouping, dropsDecimalSeparator: flaws.dropsDecimalSeparator
        ) else {
            return false
        }
        // kass:equivalent assignment-removal: the ledger replay runs only with the transfer-amount-stall defect on
        if flaws.replaysLedgerPerEdit { replayedBalance = LedgerReplay.replayedTotal() }
        let significantAfterCaret = Self.significantCount(
            in: String((proposed as NSString).substring(from: caretInProposed)), grouping: separators.grouping
        )
        textField.text = formatted
        let caretOffset = flaws.caretJumpsToStart ? 0 : Self.offset(
            in: formatted, leaving: significantAfterCaret, grouping: separators.grouping
        )
        if let caret = textField.position(from: textField.beginningOfDocument, offset: caretOffset) {
            textField.selectedTextRange = textField.textRange(from: caret, to: caret)
        }
        textField.sendActions(for: .editingChanged)
        return false
    }

    /// `text` reformatted (grouped integer part, the decimal separator and up to two decimals), or
    /// `nil` when it is not an amount being typed (letters, two separators, a third decimal, too long).
    static func format(_ text: String, decimal: Character, grouping: Character, dropsDecimalSeparator: Bool = false) -> String? {
        let kept = text.filter { $0 != grouping && $0 != " " }
        guard kept.allSatisfy({ $0.isASCIIDigit || $0 == decimal }) else { return nil }
        let parts = kept.split(separator: decimal, omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        var integer = String(parts[0])
        var fraction = parts.count == 2 ? String(parts[1]) : nil
        if dropsDecimalSeparator {
            integer += fraction ?? ""
            // kass:equivalent assignment-removal: reached only with the transfer-amount-drops-decimals defect on
            fraction = nil
        }
        // kass:equivalent integer-literal: with no fraction, 0 and 1 are both within the two decimals allowed
        guard (fraction?.count ?? 0) <= maximumFractionDigits else { return nil }
        while integer.count > 1, integer.hasPrefix("0") { integer.removeFirst() }
        guard integer.count <= maximumIntegerDigits else { return nil }
        if integer.isEmpty, fraction != nil { integer = "0" }
        let grouped = group(integer, with: grouping)
        guard let fraction else { return grouped }
        return grouped + String(decimal) + fraction
    }

    /// Digits and decimal separators in `text` (what the caret keeps its place among).
    static func significantCount(in text: String, grouping: Character) -> Int {
        text.filter { $0 != grouping && $0 != " " }.count
    }

    /// The UTF-16 offset in `formatted` that has `count` significant characters after it.
    static func offset(in formatted: String, leaving count: Int, grouping: Character) -> Int {
        var remaining = count
        var index = formatted.endIndex
        while remaining > 0, index > formatted.startIndex {
            index = formatted.index(before: index)
            if formatted[index] != grouping { remaining -= 1 }
        }
        return formatted[..<index].utf16.count
    }

    private static func group(_ digits: String, with separator: Character) -> String {
        var result = ""
        for (offset, digit) in digits.reversed().enumerated() {
            if offset > 0,  // kass:equivalent integer-literal: offset 1 is no multiple of 3, so > 1 places separators alike
               offset % 3 == 0 { result.append(separator) }
            result.append(digit)
        }
        return String(result.reversed())
    }
}
