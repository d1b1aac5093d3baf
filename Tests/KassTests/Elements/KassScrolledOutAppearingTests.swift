import Foundation
import HeadlessUI
@testable import Kass
import XCTest

/// A button below the fold that appears only while the tap waits for it (a "Load more" footer shown
/// once a page arrived) is scrolled into view and tapped, as one that was there from the start.
@MainActor
final class KassScrolledOutAppearingTests: KassDSLTestCase {
    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// Taps counted by the footer button, which shows `after` seconds after launch.
    private var taps = 0

    private func startTable(footerAppearsAfter delay: TimeInterval) {
        let rows = Rows()  // the app's closure holds it (a table keeps its data source weakly)
        start(ClosureApp.app { [weak self] root, application in
            let table = UITableView(frame: root.view.bounds, style: .plain)
            table.dataSource = rows
            let footer = UIView(frame: CGRect(x: 0, y: 0, width: root.view.bounds.width, height: 60))
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Load more") { _ in self?.taps += 1 })
            button.accessibilityIdentifier = "footer.loadMore"
            button.frame = CGRect(x: 20, y: 8, width: 200, height: 44)
            button.isHidden = delay > 0
            footer.addSubview(button)
            table.tableFooterView = footer
            root.view.addSubview(table)
            if delay > 0 {
                application.scheduler.schedule(after: delay, label: "page arrived") { button.isHidden = false }
            }
        })
    }

    func test_tap_scrollsToAFooterButtonThatWasThereFromTheStart() async {
        startTable(footerAppearsAfter: 0)
        screen().button("footer.loadMore").tap()
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(taps, 1)
    }

    func test_tap_scrollsToAFooterButtonThatAppearsWhileItWaits() async {
        startTable(footerAppearsAfter: 1)
        screen().button("footer.loadMore").tap()
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(taps, 1)
    }
}
