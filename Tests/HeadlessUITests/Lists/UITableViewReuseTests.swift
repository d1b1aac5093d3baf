import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewReuseTests: HeadlessTestCase {
    func test_reusedCell_showsStaleValue_whenAppForgetsToReset() async {
        let model = TableModel(rows: 1_000)
        model.unconfiguredRows = [12]
        let table = makeTable(model)
        // One row further: row 0 leaves, row 10 arrives; two rows further: row 11 would need a new
        // cell, then row 12 gets a recycled one and keeps its old text.
        table.contentOffset = CGPoint(x: 0, y: 44 * 3)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 12, section: 0))
        XCTAssertNotNil(cell?.textLabel?.text)
        XCTAssertNotEqual(cell?.textLabel?.text, "Row 0-12")
        XCTAssertTrue(["Row 0-0", "Row 0-1", "Row 0-2"].contains(cell?.textLabel?.text ?? ""))
    }

    func test_prepareForReuse_calledWhenDequeuedAgain() async {
        let model = TableModel(rows: 1_000)
        let table = makeTable(model, cellClass: CountingCell.self)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
        XCTAssertEqual(first?.reuseCount, 0)
        table.contentOffset = CGPoint(x: 0, y: 44)
        table.layoutIfNeeded()
        XCTAssertTrue(table.visibleCells.contains { $0 === first })
        XCTAssertEqual(first?.reuseCount, 1)
        XCTAssertEqual(table.indexPath(for: first!), IndexPath(row: 10, section: 0))
    }

    func test_dequeueWithoutIndexPath_isNilWhenNothingRegistered() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "Missing"))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Known")
        XCTAssertEqual(table.dequeueReusableCell(withIdentifier: "Known")?.reuseIdentifier, "Known")
    }

    func test_dequeueUnregistered_reportsIssueAndReturnsDefaultCell() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let cell = table.dequeueReusableCell(withIdentifier: "Typo", for: IndexPath(row: 0, section: 0))
        XCTAssertEqual(cell.reuseIdentifier, "Typo")
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("\"Typo\"") ?? false, "\(issues)")
        XCTAssertTrue(issues.first?.description.contains("register(") ?? false, "\(issues)")
    }

    func test_scrolledAwayCell_endsDisplayingAndLeavesTable() async {
        let model = TableModel(rows: 1_000)
        let table = makeTable(model)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.contentOffset = CGPoint(x: 0, y: 4_400)
        table.layoutIfNeeded()
        XCTAssertNotNil(first?.superview, "a cell leaving at one end is reused at the other")
        XCTAssertTrue(table.visibleCells.contains { $0 === first })
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    }
}
