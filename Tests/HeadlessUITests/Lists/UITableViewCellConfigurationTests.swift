import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A table cell that records the states its configuration updates see.
final class RecordingTableCell: UITableViewCell {
    var states: [UICellConfigurationState] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
    }
}

/// A content configuration that records the states it is updated for.
struct StateEchoContentConfiguration: UIContentConfiguration {
    var text = ""

    func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: UIListContentConfiguration.cell())
    }

    func updated(for state: any UIConfigurationState) -> StateEchoContentConfiguration {
        var copy = self
        let cellState = state as? UICellConfigurationState
        copy.text = cellState?.isEditing == true ? "editing" : cellState?.isHighlighted == true ? "highlighted" : "normal"
        return copy
    }
}

@MainActor
final class UITableViewCellConfigurationTests: HeadlessTestCase {
    private func cell(_ row: Int, in table: UITableView) -> RecordingTableCell? {
        table.cellForRow(at: IndexPath(row: row, section: 0)) as? RecordingTableCell
    }

    func test_settingEditingOnTheTable_updatesVisibleCellsWithTheEditingState() async {
        let table = makeTable(TableModel(rows: 20), cellClass: RecordingTableCell.self)
        guard let cell = cell(2, in: table) else { return XCTFail("no cell") }
        XCTAssertEqual(cell.states.last?.isEditing, false)
        table.setEditing(true, animated: false)
        XCTAssertTrue(cell.isEditing)
        table.layoutIfNeeded()
        XCTAssertEqual(cell.states.last?.isEditing, true)
        table.isEditing = false
        table.layoutIfNeeded()
        XCTAssertEqual(cell.states.last?.isEditing, false)
    }

    func test_cellsDequeuedWhileEditing_startInTheEditingState() async {
        let table = makeTable(TableModel(rows: 100), cellClass: RecordingTableCell.self)
        table.setEditing(true, animated: false)
        table.contentOffset = CGPoint(x: 0, y: 2000)
        table.layoutIfNeeded()
        let visible = table.visibleCells.compactMap { $0 as? RecordingTableCell }
        XCTAssertFalse(visible.isEmpty)
        XCTAssertTrue(visible.allSatisfy { $0.isEditing && $0.configurationState.isEditing })
    }

    func test_swipingARowOpen_makesItsStateSwipedUntilItCloses() async {
        let model = TableModel(rows: 20)
        model.trailingActions = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }])
        }
        let table = makeTable(model, cellClass: RecordingTableCell.self)
        guard let cell = cell(1, in: table) else { return XCTFail("no cell") }
        let start = windowPoint(ofRow: 1, in: table)
        fingers.drag(from: CGPoint(x: 300, y: start.y), to: CGPoint(x: 180, y: start.y), steps: 10)
        wait(0.4)
        XCTAssertEqual(cell.states.last?.isSwiped, true)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        XCTAssertEqual(cell.states.last?.isSwiped, false, "entering editing closed the row")
    }

    func test_contentConfiguration_isUpdatedForTheStateAutomatically_unlessTurnedOff() async {
        let table = makeTable(TableModel(rows: 5), cellClass: RecordingTableCell.self)
        guard let first = cell(0, in: table), let second = cell(1, in: table) else { return XCTFail("no cells") }
        first.contentConfiguration = StateEchoContentConfiguration()
        second.automaticallyUpdatesContentConfiguration = false
        second.contentConfiguration = StateEchoContentConfiguration()
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        XCTAssertEqual((first.contentConfiguration as? StateEchoContentConfiguration)?.text, "editing")
        XCTAssertEqual((second.contentConfiguration as? StateEchoContentConfiguration)?.text, "")
    }

    func test_groupedCellBackground_drawsGreyWhileTheRowIsHighlighted() async {
        let table = makeTable(TableModel(rows: 5), style: .insetGrouped, cellClass: RecordingTableCell.self)
        guard let cell = cell(1, in: table) else { return XCTFail("no cell") }
        cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
        XCTAssertEqual(cell.backgroundConfiguration, .listGroupedCell())
        table.layoutIfNeeded()
        let point = { () -> (Int, Int) in
            let frame = table.convert(cell.frame, to: nil)
            return (Int(frame.minX + 30), Int(frame.midY))
        }
        let window = try? XCTUnwrap(table.window)
        assertPixel(window?.snapshotImage(scale: 1).pixel(x: point().0, y: point().1), 255, 255, 255, 255, "grouped cell background")
        cell.setHighlighted(true, animated: false)
        table.layoutIfNeeded()
        assertPixel(window?.snapshotImage(scale: 1).pixel(x: point().0, y: point().1), 209, 209, 214, 255, "highlighted: systemGray4")
        XCTAssertEqual(cell.states.last?.isHighlighted, true)
    }

    func test_backgroundConfiguration_strokeAndInsetsAreDrawn() async {
        let table = makeTable(TableModel(rows: 5), cellClass: RecordingTableCell.self)
        table.backgroundColor = .white
        guard let cell = cell(0, in: table) else { return XCTFail("no cell") }
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .blue
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        background.strokeColor = .red
        background.strokeWidth = 4
        cell.backgroundConfiguration = background
        table.layoutIfNeeded()
        let image = table.snapshotImage(scale: 1)
        let midY = Int(cell.frame.midY - table.contentOffset.y)
        assertPixel(image.pixel(x: 10, y: midY), 255, 255, 255, 255, "left of the inset: the table shows through")
        let topY = Int(cell.frame.minY - table.contentOffset.y)
        assertPixel(image.pixel(x: 22, y: topY + 10), 255, 0, 0, 255, "the leading stroke (the label starts further down)")
        assertPixel(image.pixel(x: 200, y: topY + 2), 255, 0, 0, 255, "the top stroke")
        assertPixel(image.pixel(x: 200, y: midY), 0, 0, 255, 255, "the fill, right of the text")
    }
}
