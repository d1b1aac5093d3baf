import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewMoveTests: HeadlessTestCase {
    func test_moveRow_keepsTheCellAndShiftsTheOthers() async {
        let model = TableModel(rows: 4)
        let table = makeTable(model)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
        model.sections[0].append(model.sections[0].removeFirst())
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        wait(0.5)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === first)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Row 0-1", "Row 0-2", "Row 0-3", "Row 0-0"])
    }

    func test_moveRowAcrossSections_withoutDataChange_reportsMovedCounts() async {
        let model = TableModel(rows: 2, sections: 2)
        let table = makeTable(model)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains(
            "(0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."
        ) ?? false, "\(issues)")
    }

    func test_moveSection_carriesItsRows() async {
        let model = TableModel(rows: 1, sections: 3)
        let table = makeTable(model)
        let last = table.cellForRow(at: IndexPath(row: 0, section: 2))
        model.sections.insert(model.sections.removeLast(), at: 0)
        table.moveSection(2, toSection: 0)
        wait(0.5)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === last)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Row 2-0", "Row 0-0", "Row 1-0"])
    }

    func test_reconfigureRows_configuresTheSameCellAgain() async {
        let model = TableModel(rows: 3)
        let table = makeTable(model, cellClass: CountingCell.self)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? CountingCell
        XCTAssertNotNil(cell)
        model.sections[0][1] = "Edited"
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        XCTAssertEqual(cell?.textLabel?.text, "Edited")
        XCTAssertEqual(cell?.reuseCount, 0, "reconfiguring does not prepare the cell for reuse")
    }
}
