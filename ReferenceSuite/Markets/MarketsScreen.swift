import Foundation
import Kass

/// The Markets tab: segments, the ticking asset list and the Portfolio button.
final class MarketsScreen: KassScreen {
    lazy var title = text("markets.title")
    lazy var segments = segmentedControl("markets.segments")
    lazy var list = element("markets.list")
    lazy var portfolio = button("markets.portfolio")
    override var onLoad: [KassElement] { [title, segments] }

    /// The row of the asset with `symbol`.
    func asset(_ symbol: String) -> KassElement { element("markets.asset.\(symbol)") }
    /// The row's price.
    func price(_ symbol: String) -> KassElement { text("markets.asset.\(symbol).price") }
    /// The row's change in percent.
    func change(_ symbol: String) -> KassElement { text("markets.asset.\(symbol).change") }
}

extension KassElement {
    /// Waits up to `seconds` of app time for the text to move away from `old` (a ticking value).
    func assertTextChanges(from old: String, within seconds: TimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        within(timeout: seconds).assertTextMatches("^(?!\(NSRegularExpression.escapedPattern(for: old))$)", file: file, line: line)
    }
}

/// Reads the number an English-formatted text shows ("$1,234.56", "+€364.80", "-1.25%"): digits,
/// the decimal point and a leading minus; `nil` when there is none.
func englishNumber(_ text: String?) -> Double? {
    guard let text else { return nil }
    let kept = text.filter { $0.isNumber || $0 == "." || $0 == "-" }
    return Double(kept)
}
