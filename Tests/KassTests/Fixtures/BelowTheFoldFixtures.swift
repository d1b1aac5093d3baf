import Foundation
import HeadlessUI

/// A long terms page in a `UIScrollView` whose "Accept terms" button is far below the visible area.
///
/// Trap modelled: a target below the fold. `belowFold.target` exists in the hierarchy from launch,
/// but more than 1,000 pt below the bottom of the scroll view `belowFold.scroll`, so it is not visible
/// and a tap at its frame would land off screen. A correct `tap()` scrolls the nearest scroll
/// container with real swipes until the button is visible and hittable, then taps it once:
/// `belowFold.status` changes from "Terms not accepted" to "Terms accepted" (``acceptCount`` 1).
final class BelowTheFoldScrollFixture: UIApplicationDelegate {
    /// The app's window.
    var window: UIWindow?
    /// The terms screen.
    let terms = TermsScrollViewController()
    /// How many times the target was activated.
    var acceptCount: Int { terms.acceptCount }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: terms)
        return true
    }
}

/// `belowFold.status` at the top; `belowFold.scroll` under it holding 30 clauses
/// (`belowFold.clause.1` … `belowFold.clause.30`, 60 pt apart) and then `belowFold.target`.
final class TermsScrollViewController: UIViewController {
    /// Number of clause labels above the button.
    static let clauseCount = 30
    let statusLabel = KassFixtureApp.makeLabel("Terms not accepted", identifier: "belowFold.status")
    let scrollView = UIScrollView()
    private(set) lazy var acceptButton = KassFixtureApp.makeButton("Accept terms", identifier: "belowFold.target") { [weak self] in
        self?.accept()
    }
    private(set) var acceptCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.accessibilityIdentifier = "belowFold.scroll"
        KassFixtureApp.pinFormStack([statusLabel], in: view)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 16),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        let width = UIScreen.main.bounds.width - 40
        for index in 1...Self.clauseCount {
            let clause = KassFixtureApp.makeLabel(
                "Clause \(index). The user agrees to clause \(index).", identifier: "belowFold.clause.\(index)"
            )
            clause.frame = CGRect(x: 20, y: CGFloat(index - 1) * 60 + 20, width: width, height: 40)
            scrollView.addSubview(clause)
        }
        let buttonY = CGFloat(Self.clauseCount) * 60 + 40
        acceptButton.frame = CGRect(x: 20, y: buttonY, width: width, height: 50)
        scrollView.addSubview(acceptButton)
        scrollView.contentSize = CGSize(width: UIScreen.main.bounds.width, height: buttonY + 50 + 40)
    }

    private func accept() {
        acceptCount += 1
        statusLabel.text = "Terms accepted"
    }
}

/// The same trap in a 100-row `UITableView`: the target row does not even exist until scrolled to.
///
/// Trap modelled: a virtualized list. Rows are `belowFold.row.1` … `belowFold.row.100` ("Row N"),
/// except row 95, which is the target `belowFold.target` ("Accept terms"). Only the visible rows
/// have cells, so the target is absent from the hierarchy at launch: a correct `tap()` keeps
/// swiping the table (`belowFold.table`) within its budget until the row resolves, then taps it
/// once; `belowFold.status` reads "Terms accepted". Failing immediately with "not found" is wrong.
final class BelowTheFoldTableFixture: UIApplicationDelegate {
    /// The app's window.
    var window: UIWindow?
    /// The list screen.
    let list = TermsTableViewController()
    /// How many times the target row was selected.
    var acceptCount: Int { list.acceptCount }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: list)
        return true
    }
}

/// `belowFold.status` at the top and `belowFold.table` (100 rows of 44 pt) under it.
final class TermsTableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Rows in the table.
    static let rowCount = 100
    /// The 1-based number of the target row.
    static let targetRow = 95
    let statusLabel = KassFixtureApp.makeLabel("Terms not accepted", identifier: "belowFold.status")
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var acceptCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.accessibilityIdentifier = "belowFold.table"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        tableView.dataSource = self
        tableView.delegate = self
        KassFixtureApp.pinFormStack([statusLabel], in: view)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 16),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        let number = indexPath.row + 1
        let isTarget = number == Self.targetRow
        cell.textLabel?.text = isTarget ? "Accept terms" : "Row \(number)"
        cell.accessibilityIdentifier = isTarget ? "belowFold.target" : "belowFold.row.\(number)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.row + 1 == Self.targetRow else { return }
        acceptCount += 1
        statusLabel.text = "Terms accepted"
    }
}
