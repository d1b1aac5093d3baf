import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewUpdateTests: HeadlessTestCase {
    func test_insertWithoutDataChange_reportsUIKitWordingAndReloads() async {
        let model = TableModel(rows: 4)
        let table = makeTable(model)
        var completed: Bool?
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }, completion: { completed = $0 })
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) "
                + "must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows "
                    + "inserted or deleted from that section (1 inserted, 0 deleted)"
        ) ?? false, "\(issues)")
        await app.runLoop.runFrames(1)
        XCTAssertEqual(completed, false)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(table.visibleCells.count, 4)
    }

    func test_deleteOutOfRange_isReported() async {
        let model = TableModel(rows: 4)
        let table = makeTable(model)
        model.sections[0].removeLast()
        table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(
            issues.first?.description.contains(
                "attempt to delete row 9 from section 0 which only contains 4 rows before the update"
            ) ?? false,
            "\(issues)"
        )
    }

    func test_insert_keepsCellsAndShiftsRows() async {
        let model = TableModel(rows: 4)
        let table = makeTable(model)
        let oldFirst = table.cellForRow(at: IndexPath(row: 0, section: 0))
        model.sections[0].insert("New", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === oldFirst)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "New")
        XCTAssertEqual(oldFirst?.frame.minY, 44)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
    }

    func test_animatedInsert_movesRowsOverUpdateDuration() async {
        let model = TableModel(rows: 4)
        let table = makeTable(model)
        let oldFirst = table.cellForRow(at: IndexPath(row: 0, section: 0))
        var completed: Bool?
        model.sections[0].insert("New", at: 0)
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }, completion: { completed = $0 })
        let inserted = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(oldFirst?.frame.minY, 44, "the model frame is final at once")
        wait(0.15)
        let midY = oldFirst?.layer.presentation()?.frame.minY ?? -1
        XCTAssertGreaterThan(midY, 0)
        XCTAssertLessThan(midY, 44)
        let midAlpha = inserted?.layer.presentation()?.opacity ?? -1
        XCTAssertGreaterThan(midAlpha, 0)
        XCTAssertLessThan(midAlpha, 1)
        XCTAssertNil(completed)
        wait(0.2)
        XCTAssertEqual(completed, true)
    }

    func test_animatedDelete_keepsCellUntilAnimationEnds() async {
        let model = TableModel(rows: 4)
        let table = makeTable(model)
        let doomed = table.cellForRow(at: IndexPath(row: 1, section: 0))
        model.sections[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        XCTAssertFalse(table.visibleCells.contains { $0 === doomed })
        XCTAssertTrue(doomed?.superview === table, "the deleted row fades out in place")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Row 0-2")
        wait(0.35)
        XCTAssertNil(doomed?.superview)
    }

    func test_reloadRows_asksDataSourceAgain() async {
        let model = TableModel(rows: 4)
        let table = makeTable(model)
        model.sections[0][2] = "Changed"
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "Changed")
    }

    func test_insertAndDeleteSections() async {
        let model = TableModel(rows: 2, sections: 2)
        let table = makeTable(model)
        model.sections.insert(["A", "B", "C"], at: 0)
        model.sections.remove(at: 2)
        table.performBatchUpdates({
            table.insertSections(IndexSet(integer: 0), with: .automatic)
            table.deleteSections(IndexSet(integer: 1), with: .automatic)
        })
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text, "Row 0-1")
    }

    func test_deleteSelectedRow_shiftsSelection() async {
        let model = TableModel(rows: 4)
        let table = makeTable(model)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        model.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    }

    func test_reloadData_clearsSelectionAndRequeriesCounts() async {
        let model = TableModel(rows: 4)
        let table = makeTable(model)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        model.sections[0] = ["Only"]
        table.reloadData()
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Only"])
    }
}
