import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewSwipeActionsTests: HeadlessTestCase {
    private var performed: [String] = []

    private func swipeTable(fullSwipe: Bool = true) -> (UITableView, TableModel) {
        let model = TableModel(rows: 20)
        model.trailingActions = { [unowned self] _ in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { action, _, done in
                self.performed.append(action.title ?? "")
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, _, done in
                self.performed.append(action.title ?? "")
                done(false)
            }
            let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
        return (makeTable(model), model)
    }

    private func actionButton(_ title: String, in table: UITableView) -> UIButton? {
        AccessibilityTree.elements(in: table).compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == title }
    }

    private func swipeLeft(row: Int, by distance: CGFloat, in table: UITableView) {
        let start = windowPoint(ofRow: row, in: table)
        fingers.drag(from: CGPoint(x: 300, y: start.y), to: CGPoint(x: 300 - distance, y: start.y), steps: 10)
        wait(0.4)
    }

    func test_swipeLeft_revealsAccessibleActionButtons() async {
        let (table, _) = swipeTable()
        swipeLeft(row: 2, by: 120, in: table)
        let delete = actionButton("Delete", in: table)
        let flag = actionButton("Flag", in: table)
        XCTAssertNotNil(delete)
        XCTAssertNotNil(flag)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        let buttonsWidth = (delete?.bounds.width ?? 0) + (flag?.bounds.width ?? 0)
        XCTAssertGreaterThanOrEqual(flag?.bounds.width ?? 0, 74, "buttons are at least 74 pt wide")
        XCTAssertEqual(cell?.frame.minX, -buttonsWidth, "the row stays open by the buttons' width")
        // The first action is outermost (rightmost).
        let deleteX = delete.map { $0.convert($0.bounds, to: nil).minX } ?? 0
        let flagX = flag.map { $0.convert($0.bounds, to: nil).minX } ?? 0
        XCTAssertGreaterThan(deleteX, flagX)
        XCTAssertTrue(performed.isEmpty)
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func test_tappingActionButton_runsHandlerAndCloses() async {
        let (table, _) = swipeTable()
        swipeLeft(row: 2, by: 120, in: table)
        guard let flag = actionButton("Flag", in: table) else { return XCTFail("no Flag button") }
        fingers.tap(flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: nil))
        wait(0.4)
        XCTAssertEqual(performed, ["Flag"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX, 0)
        XCTAssertNil(actionButton("Flag", in: table))
    }

    func test_shortSwipe_closesAgain() async {
        let (table, _) = swipeTable()
        swipeLeft(row: 2, by: 40, in: table)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX, 0)
        XCTAssertNil(actionButton("Delete", in: table))
    }

    func test_fullSwipe_performsFirstAction() async {
        let (table, _) = swipeTable()
        swipeLeft(row: 2, by: 260, in: table)
        XCTAssertEqual(performed, ["Delete"])
    }

    func test_fullSwipeDisabled_onlyOpens() async {
        let (table, _) = swipeTable(fullSwipe: false)
        swipeLeft(row: 2, by: 260, in: table)
        XCTAssertEqual(performed, [])
        XCTAssertLessThan(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX ?? 0, -140)
        XCTAssertNotNil(actionButton("Delete", in: table))
    }

    func test_tapElsewhere_closesWithoutSelecting() async {
        let (table, model) = swipeTable()
        swipeLeft(row: 2, by: 120, in: table)
        fingers.tap(windowPoint(ofRow: 6, in: table))
        wait(0.4)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX, 0)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertFalse(model.calls.contains { $0.hasPrefix("didSelect") })
    }

    func test_rowWithoutActions_doesNotMove() async {
        let model = TableModel(rows: 20)
        let table = makeTable(model)
        swipeLeft(row: 2, by: 120, in: table)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX, 0)
    }
}
