import Foundation
import HeadlessUI

/// An inbox table with a `UIRefreshControl`: pulling down loads one newer message after 1 s.
///
/// Trap modelled: a gesture whose effect is asynchronous. The table `refresh.table` starts with
/// "Message 3", "Message 2", "Message 1" (cells `refresh.row.3` … `refresh.row.1`, newest first) and
/// `refresh.count` "3 messages". A pull that reveals the control past its snapping height (about
/// 139 pt on this 703 pt tall table; against the rubber band a 320 pt drag falls short, 450 pt is
/// enough) starts a refresh (`refresh.control` refreshing, ``refreshCount`` + 1); 1 s later (runtime clock) the app
/// inserts the next message at the top ("Message 4", `refresh.row.4`), updates the count and ends
/// refreshing. A short pull does nothing. A correct `pullToRefresh()` drags far and slowly enough,
/// then a test waits for `refresh.row.4` rather than asserting at once.
final class PullToRefreshFixture: UIApplicationDelegate {
    /// Simulated loading time.
    static let loadDuration: TimeInterval = 1

    /// The app's window.
    var window: UIWindow?
    /// The inbox screen.
    let inbox = InboxViewController()
    /// Refreshes started by the user (`.valueChanged`).
    var refreshCount: Int { inbox.refreshCount }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: inbox)
        return true
    }
}

/// `refresh.count` above `refresh.table`, whose `refreshControl` is `refresh.control`.
final class InboxViewController: UIViewController, UITableViewDataSource {
    let countLabel = KassFixtureApp.makeLabel("3 messages", identifier: "refresh.count")
    let tableView = UITableView(frame: .zero, style: .plain)
    let refreshControl = UIRefreshControl()
    /// Message numbers, newest first.
    private(set) var messages = [3, 2, 1]
    private(set) var refreshCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.accessibilityIdentifier = "refresh.table"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        tableView.dataSource = self
        refreshControl.accessibilityIdentifier = "refresh.control"
        refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        tableView.refreshControl = refreshControl
        KassFixtureApp.pinFormStack([countLabel], in: view)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: countLabel.bottomAnchor, constant: 16),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    private func refresh() {
        refreshCount += 1
        UIApplication.shared.scheduler.schedule(after: PullToRefreshFixture.loadDuration, label: "inbox reload") { [weak self] in
            self?.didLoadNewerMessage()
        }
    }

    private func didLoadNewerMessage() {
        messages.insert((messages.first ?? 0) + 1, at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        countLabel.text = "\(messages.count) messages"
        refreshControl.endRefreshing()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        let number = messages[indexPath.row]
        cell.textLabel?.text = "Message \(number)"
        cell.accessibilityIdentifier = "refresh.row.\(number)"
        return cell
    }
}
