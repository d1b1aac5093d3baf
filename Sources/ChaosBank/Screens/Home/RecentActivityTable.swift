import Foundation
import HeadlessUI

/// "Recent activity" on Home: a non-scrolling table of the latest transactions, one
/// `home.activity.row.<id>` cell each ("Coffee Corner, -€3.80"), inside `home.activity`.
@MainActor
final class RecentActivityTable: UITableViewDataSource {
    /// Height of one row.
    static let rowHeight: CGFloat = 52

    /// The table.
    let tableView = UITableView(frame: .zero, style: .plain)
    private var transactions: [BankTransaction] = []
    private var formatter = MoneyFormatter(locale: .englishUS)
    private lazy var heightConstraint = tableView.heightAnchor.constraint(equalToConstant: 0)

    init() {
        tableView.accessibilityIdentifier = "home.activity"
        tableView.dataSource = self
        tableView.rowHeight = Self.rowHeight
        tableView.isScrollEnabled = false
        tableView.allowsSelection = false
        heightConstraint.isActive = true
    }

    /// Shows `transactions` (in order) with `formatter`.
    func show(_ transactions: [BankTransaction], formatter: MoneyFormatter) {
        self.transactions = transactions
        self.formatter = formatter
        heightConstraint.constant = CGFloat(transactions.count) * Self.rowHeight
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { transactions.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Activity")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "Activity")
        let transaction = transactions[indexPath.row]
        cell.textLabel?.text = transaction.title
        cell.detailTextLabel?.text = formatter.signedString(from: transaction.amount)
        cell.detailTextLabel?.textColor = transaction.isMoneyIn ? BankUI.positive : .label
        cell.accessibilityIdentifier = "home.activity.row.\(transaction.id)"
        return cell
    }
}
