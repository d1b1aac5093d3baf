import Foundation
import HeadlessUI
@testable import Kass
import XCTest

/// `scrollIntoView()`: a row the list has not created yet is found and shown without being touched;
/// it passes only when the row is in view once the scrolling settled.
@MainActor
final class KassScrollIntoViewTests: KassDSLTestCase {
    private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var selected: [Int] = []
        /// Called whenever the list scrolls (to model a list that springs back).
        var didScroll: ((UIScrollView) -> Void)?

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessibilityIdentifier = "row.\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { didScroll?(scrollView) }
    }

    private let rows = Rows()
    private weak var table: UITableView?

    private func startTable(cover: Bool = false, configure: (inout KassConfig) -> Void = { _ in }) {
        let rows = self.rows
        start(ClosureApp.app { [weak self] root, _ in
            let table = UITableView(frame: root.view.bounds, style: .plain)
            table.dataSource = rows
            table.delegate = rows
            root.view.addSubview(table)
            if cover {
                let overlay = UIView(frame: root.view.bounds)
                overlay.backgroundColor = UIColor.black.withAlphaComponent(0.2)
                root.view.addSubview(overlay)
            }
            self?.table = table
        }, configure: configure)
    }

    func test_scrollIntoView_showsARowTheListHadNotCreatedWithoutSelectingIt() async {
        startTable()
        let row = screen().cell("row.35")
        row.scrollIntoView()
        XCTAssertEqual(capture.messages, [])
        row.assertVisible()
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(rows.selected, [], "scrolling touches no row")
        XCTAssertGreaterThan(table?.contentOffset.y ?? 0, 0)
    }

    func test_assertions_doNotScroll_soAnUncreatedRowIsNotFoundWithoutScrollIntoView() async {
        startTable()
        let resting = table?.contentOffset.y
        screen().cell("row.35").within(timeout: 0.5).assertExists()
        XCTAssertEqual(capture.messages.count, 1)
        XCTAssertEqual(table?.contentOffset.y, resting, "an assertion never moves the list")
    }

    func test_scrollIntoView_needsNeitherEnabledNorHittable() async {
        startTable(cover: true)
        screen().cell("row.30").scrollIntoView()
        XCTAssertEqual(capture.messages, [], "a row under a translucent overlay is in view")
    }

    func test_scrollIntoView_scrollsEvenWhenActionsAreToldNotTo() async {
        startTable { $0.preconditions.scrollIntoView = false }
        screen().cell("row.35").scrollIntoView()
        XCTAssertEqual(capture.messages, [])
    }

    func test_scrollIntoView_failsForARowThatIsNowhereInTheList() async {
        startTable()
        screen().cell("row.99").within(timeout: 1).scrollIntoView()
        XCTAssertEqual(capture.messages.count, 1)
        let message = capture.messages.first ?? ""
        XCTAssertTrue(message.contains("scrollIntoView"), message)
        XCTAssertTrue(message.contains("row.99"), message)
    }

    func test_scrollIntoView_failsWhenTheListSpringsBackAfterwards() async {
        var scheduled = false
        rows.didScroll = { scrollView in
            guard !scheduled, scrollView.contentOffset.y > 0 else { return }
            scheduled = true
            UIApplication.current?.scheduler.schedule(after: 0.2, label: "spring back") { scrollView.contentOffset = .zero }
        }
        startTable()
        screen().cell("row.35").scrollIntoView()
        XCTAssertEqual(capture.messages.count, 1, "the row left the view once the list sprang back")
        XCTAssertTrue(capture.messages.first?.contains("the effect did not last") == true, capture.messages.first ?? "")
    }
}
