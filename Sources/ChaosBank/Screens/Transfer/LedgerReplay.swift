// kass:skip-file: the work of the `transfer-amount-stall` registry defect, reached only with that defect switched on.
import Foundation

/// Recomputes a balance by replaying the account's ledger, each entry's amount read back from its
/// display text. With `transfer-amount-stall` the amount field does this on every keystroke, making a
/// new `NumberFormatter` per entry (a classic: formatters are expensive to create) for
/// ``entryCount`` entries, about half a second of a debug build per keystroke on the main thread.
enum LedgerReplay {
    /// Ledger entries replayed.
    static let entryCount = 10_000

    /// The ledger's total, re-parsed entry by entry.
    static func replayedTotal() -> Decimal {
        var total = Decimal(0)
        for index in 0..<entryCount {
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.numberStyle = .decimal
            formatter.minimumFractionDigits = 2
            let text = formatter.string(from: NSNumber(value: Double(index % 400) + 0.25)) ?? "0"
            total += formatter.number(from: text)?.decimalValue ?? 0
        }
        return total
    }
}
