import Foundation
import HeadlessUI

/// One holding on the portfolio (`portfolio.holding.<SYMBOL>`): name, `….quantity` ("10 units"),
/// `….value` (in euros) and `….pnl` ("+€364.80 (+26.33%)").
final class HoldingRowView: UIView {
    /// Not decoded from archives (HeadlessUI reads no storyboards or nibs).
    required init?(coder: NSCoder) { nil }

    private let nameLabel: UILabel
    private let quantityLabel: UILabel
    private let valueLabel: UILabel
    private let profitAndLossLabel: UILabel

    /// A row for `line`, formatted with `context`.
    init(line: PortfolioSummary.Line, context: ChaosBankContext) {
        let prefix = "portfolio.holding.\(line.symbol)"
        let formatter = context.formatter
        nameLabel = BankUI.label(line.name, style: .headline, identifier: "\(prefix).name")
        let units = formatter.string(from: line.quantity, fractionDigits: line.quantity.fractionDigitsNeeded)
        let unitsText = context.text(.portfolioUnits(units, isOne: line.quantity == 1))
        quantityLabel = BankUI.label(unitsText, style: .caption, identifier: "\(prefix).quantity")
        valueLabel = BankUI.label(formatter.string(from: line.value), style: .amount, identifier: "\(prefix).value")
        let percent = formatter.percentString(from: line.profitAndLossPercent)
        profitAndLossLabel = BankUI.label(
            "\(formatter.signedString(from: line.profitAndLoss)) (\(percent))", style: .caption, identifier: "\(prefix).pnl")
        super.init(frame: .zero)
        accessibilityIdentifier = prefix
        profitAndLossLabel.textColor = line.profitAndLoss.isNegative ? BankUI.negative : BankUI.positive
        // kass:equivalent assignment-removal: the label is as wide as its text (it hugs it), so its alignment moves nothing
        valueLabel.textAlignment = .right
        // kass:equivalent assignment-removal: the label is as wide as its text (it hugs it), so its alignment moves nothing
        profitAndLossLabel.textAlignment = .right
        BankUI.pinTwoColumnRow(leading: [nameLabel, quantityLabel], trailing: [valueLabel, profitAndLossLabel], in: self)
    }
}
