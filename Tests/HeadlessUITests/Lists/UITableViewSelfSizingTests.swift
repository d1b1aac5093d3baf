import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewSelfSizingTests: HeadlessTestCase {
    private let longText = String(repeating: "A long line that wraps across the cell. ", count: 6)

    private func selfSizingTable() -> (UITableView, TableModel) {
        let model = TableModel(rows: 200)
        model.sections[0][1] = longText
        model.configureCell = { cell, _ in cell.textLabel?.numberOfLines = 0 }
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        place(table, frame: CGRect(x: 0, y: 100, width: 320, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        retainedTableModels.append(model)
        table.dataSource = model
        table.delegate = model
        table.layoutIfNeeded()
        return (table, model)
    }

    func test_longTextRow_growsToFitItsLabel() async {
        let (table, _) = selfSizingTable()
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertGreaterThan(tall.height, 80)
        let label = table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel
        XCTAssertEqual(label.map { $0.frame.height + 2 * UITableViewCell.verticalPadding } ?? 0, tall.height, accuracy: 1)
    }

    func test_rowsBelowMeasuredRow_moveDown() async {
        let (table, _) = selfSizingTable()
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, tall.maxY)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY, tall.maxY)
    }

    func test_shortRows_keepMinimumHeight() async {
        let (table, _) = selfSizingTable()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
    }

    func test_unmeasuredRows_useEstimate() async {
        let (table, _) = selfSizingTable()
        table.estimatedRowHeight = 60
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 150, section: 0)).height, 60)
    }

    func test_delegateHeight_overridesRowHeight() async {
        let model = TableModel(rows: 50)
        model.rowHeightOverride = 80
        let table = makeTable(model)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 240, width: 320, height: 80))
        XCTAssertEqual(table.visibleCells.count, 6)
    }

    func test_negativeRowHeight_isReportedAndIgnored() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.rowHeight = -5
        XCTAssertEqual(table.rowHeight, 44)
        expectRuntimeIssues(count: 1)
    }
}
