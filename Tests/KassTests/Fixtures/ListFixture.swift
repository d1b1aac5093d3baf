import Foundation
import HeadlessUI

/// A transactions list: a table of `.value1` cells (title left, amount right), by default with one
/// row that duplicates another.
///
/// Trap modelled: collections checked on one snapshot. Rows are `list.row.0` … `list.row.7` (0-based,
/// in order), each one accessibility element labelled "title, amount"; the default data has
/// "Coffee, -3.50" at rows 0 and 4, so `cells().assertCount(8)` passes and
/// `assertNoDuplicates(by: label)` must fail naming both rows. ``uniqueTransactions`` (pass it to
/// ``init(transactions:)``) is the green path. `list.count` reads "8 transactions"; tapping a row
/// shows "Selected <title>" in `list.selection`.
final class ListFixture: UIApplicationDelegate {
    /// A transaction row.
    struct Transaction: Equatable {
        /// What was bought or received.
        var title: String
        /// The signed amount, as shown.
        var amount: String
    }

    /// Eight transactions; row 4 repeats row 0.
    static let transactionsWithDuplicate = [
        Transaction(title: "Coffee", amount: "-3.50"), Transaction(title: "Salary", amount: "+2500.00"),
        Transaction(title: "Rent", amount: "-1200.00"), Transaction(title: "Groceries", amount: "-84.20"),
        Transaction(title: "Coffee", amount: "-3.50"), Transaction(title: "Book", amount: "-12.99"),
        Transaction(title: "Refund", amount: "+20.00"), Transaction(title: "Gym", amount: "-45.00"),
    ]
    /// Eight distinct transactions.
    static let uniqueTransactions = transactionsWithDuplicate.enumerated().map { index, transaction in
        index == 4 ? Transaction(title: "Tea", amount: "-2.80") : transaction
    }

    /// The app's window.
    var window: UIWindow?
    /// The list screen.
    let list: TransactionsViewController

    /// Creates the fixture over `transactions` (default: with a duplicate row).
    init(transactions: [Transaction] = ListFixture.transactionsWithDuplicate) {
        list = TransactionsViewController(transactions: transactions)
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: list)
        return true
    }
}

/// `list.title`, `list.count`, `list.selection`, then `list.table` with `list.row.N`.
final class TransactionsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let transactions: [ListFixture.Transaction]
    let titleLabel = KassFixtureApp.makeLabel("Transactions", identifier: "list.title")
    let countLabel = KassFixtureApp.makeLabel("", identifier: "list.count")
    let selectionLabel = KassFixtureApp.makeLabel("Nothing selected", identifier: "list.selection")
    let tableView = UITableView(frame: .zero, style: .plain)

    init(transactions: [ListFixture.Transaction]) {
        self.transactions = transactions
        super.init(nibName: nil, bundle: nil)
    }

    /// Not decoded from archives (HeadlessUI has none).
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        countLabel.text = "\(transactions.count) transactions"
        tableView.accessibilityIdentifier = "list.table"
        tableView.dataSource = self
        tableView.delegate = self
        KassFixtureApp.pinFormStack([titleLabel, countLabel, selectionLabel], in: view, spacing: 8)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: selectionLabel.bottomAnchor, constant: 16),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { transactions.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Transaction")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "Transaction")
        let transaction = transactions[indexPath.row]
        cell.textLabel?.text = transaction.title
        cell.detailTextLabel?.text = transaction.amount
        cell.accessibilityIdentifier = "list.row.\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        selectionLabel.text = "Selected \(transactions[indexPath.row].title)"
    }
}
