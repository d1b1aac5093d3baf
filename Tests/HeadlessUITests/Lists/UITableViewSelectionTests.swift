import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewSelectionTests: HeadlessTestCase {
    func test_tap_callsDelegateInUIKitOrder() async {
        let model = TableModel(rows: 100)
        let table = makeTable(model)
        fingers.tap(windowPoint(ofRow: 2, in: table))
        await app.runLoop.runFrames(2)
        XCTAssertEqual(model.calls, ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2"])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, true)
    }

    func test_heldFinger_highlightsAfterContentTouchDelay() async {
        let model = TableModel(rows: 100)
        let table = makeTable(model)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        fingers.down(windowPoint(ofRow: 1, in: table))
        wait(0.1)
        XCTAssertEqual(cell?.isHighlighted, false, "the scroll view holds the touch for 0.15 s")
        wait(0.1)
        XCTAssertEqual(cell?.isHighlighted, true)
        XCTAssertNil(table.indexPathForSelectedRow, "selection waits for the lift")
        fingers.up(windowPoint(ofRow: 1, in: table))
        await app.runLoop.runFrames(1)
        XCTAssertEqual(cell?.isHighlighted, false)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    }

    func test_dragThatScrolls_selectsNothing() async {
        let model = TableModel(rows: 100)
        let table = makeTable(model)
        fingers.drag(from: windowPoint(ofRow: 5, in: table), to: CGPoint(x: 160, y: 200), steps: 10)
        await app.runLoop.runFrames(120)
        XCTAssertGreaterThan(table.contentOffset.y, 0)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertFalse(model.calls.contains { $0.hasPrefix("didSelect") }, "\(model.calls)")
    }

    func test_tappingAnotherRow_deselectsPreviousBeforeSelecting() async {
        let model = TableModel(rows: 100)
        let table = makeTable(model)
        fingers.tap(windowPoint(ofRow: 0, in: table))
        model.calls.removeAll()
        fingers.tap(windowPoint(ofRow: 3, in: table))
        await app.runLoop.runFrames(1)
        XCTAssertEqual(Array(model.calls.suffix(4)), ["willSelect 3", "willDeselect 0", "didDeselect 0", "didSelect 3"])
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 3, section: 0)])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected, false)
    }

    func test_willSelectReturningNil_cancelsSelection() async {
        let model = TableModel(rows: 100)
        model.willSelectOverride = { _ in nil }
        let table = makeTable(model)
        fingers.tap(windowPoint(ofRow: 2, in: table))
        await app.runLoop.runFrames(1)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(model.calls.last, "willSelect 2")
    }

    func test_selectRowInCode_callsNoDelegateMethods() async {
        let model = TableModel(rows: 100)
        let table = makeTable(model)
        table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .middle)
        table.layoutIfNeeded()
        XCTAssertEqual(model.calls, [])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected, true)
        table.deselectRow(at: IndexPath(row: 40, section: 0), animated: false)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(model.calls, [])
    }

    func test_multipleSelection_tapTogglesRows() async {
        let model = TableModel(rows: 100)
        let table = makeTable(model)
        table.allowsMultipleSelection = true
        fingers.tap(windowPoint(ofRow: 1, in: table))
        fingers.tap(windowPoint(ofRow: 2, in: table))
        fingers.tap(windowPoint(ofRow: 1, in: table))
        await app.runLoop.runFrames(1)
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(model.calls.suffix(2), ["willDeselect 1", "didDeselect 1"])
    }

    func test_allowsSelectionFalse_tapDoesNothing() async {
        let model = TableModel(rows: 100)
        let table = makeTable(model)
        table.allowsSelection = false
        fingers.tap(windowPoint(ofRow: 1, in: table))
        await app.runLoop.runFrames(1)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(model.calls, [])
    }

    func test_selectionSurvivesScrollingAwayAndBack() async {
        let model = TableModel(rows: 100)
        let table = makeTable(model)
        fingers.tap(windowPoint(ofRow: 1, in: table))
        table.contentOffset = CGPoint(x: 0, y: 2_000)
        table.layoutIfNeeded()
        XCTAssertFalse(table.visibleCells.contains { $0.isSelected }, "reused cells are not shown selected")
        table.contentOffset = .zero
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, true)
    }
}
