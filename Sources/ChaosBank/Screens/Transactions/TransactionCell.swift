import Foundation
import HeadlessUI

/// A transactions row (`transactions.row.<id>`): title, day below it, the signed amount
/// (`transactions.row.<id>.amount`) at the trailing edge, green for money in. VoiceOver reads
/// "title, day, amount".
final class TransactionCell: UITableViewCell {
    /// The table's reuse identifier.
    static let reuseIdentifier = "TransactionCell"
    private let amountLabel = BankUI.label(nil, style: .amount)

    /// Fills the row with `day`, the booking day as shown; `labelOmitsAmount` is the accessibility
    /// defect's label without the amount.
    func show(_ transaction: BankTransaction, day: String, amount: String, labelOmitsAmount: Bool) {
        accessibilityIdentifier = "transactions.row.\(transaction.id)"
        textLabel?.text = transaction.title
        detailTextLabel?.text = day
        amountLabel.text = amount
        amountLabel.accessibilityIdentifier = "transactions.row.\(transaction.id).amount"
        amountLabel.textColor = transaction.isMoneyIn ? BankUI.positive : .label
        amountLabel.sizeToFit()
        accessoryView = amountLabel
        accessibilityLabel = labelOmitsAmount ? "\(transaction.title), \(day)" : nil
    }
}
