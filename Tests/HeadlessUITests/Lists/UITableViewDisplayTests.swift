import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewDisplayTests: HeadlessTestCase {
    func test_willDisplayAndDidEndDisplaying_followScrolling() async {
        let model = TableModel(rows: 100)
        let table = makeTable(model)
        XCTAssertEqual(model.displayed, Array(0..<10))
        table.contentOffset = CGPoint(x: 0, y: 88)
        table.layoutIfNeeded()
        XCTAssertEqual(model.endedDisplaying.sorted(), [0, 1])
        XCTAssertEqual(Array(model.displayed.suffix(2)).sorted(), [10, 11])
    }

    func test_mixedRowHeights_findRowsByPosition() async {
        let model = TableModel(rows: 1_000)
        model.heightForRow = { $0.row.isMultiple(of: 2) ? 30 : 60 }
        let table = makeTable(model)
        // Each pair of rows is 90 pt: row 101 starts at 50 × 90 + 30.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 101, section: 0)), CGRect(x: 0, y: 4_530, width: 320, height: 60))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 5, y: 4_589)), IndexPath(row: 101, section: 0))
        XCTAssertEqual(table.contentSize.height, 45_000)
        table.contentOffset = CGPoint(x: 0, y: 4_530)
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 101, section: 0))
    }

    func test_buttonInCell_getsTapWithoutSelectingRow() async {
        let model = TableModel(rows: 20)
        var taps = 0
        model.configureCell = { cell, indexPath in
            guard indexPath.row == 1, !cell.contentView.subviews.contains(where: { $0 is UIButton }) else { return }
            let button = UIButton(type: .system)
            button.setTitle("Pay", for: .normal)
            button.frame = CGRect(x: 200, y: 4, width: 80, height: 36)
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            cell.contentView.addSubview(button)
        }
        let table = makeTable(model)
        let rowTop = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)).origin, to: nil)
        fingers.tap(CGPoint(x: rowTop.x + 240, y: rowTop.y + 22))
        await app.runLoop.runFrames(2)
        XCTAssertEqual(taps, 1)
        XCTAssertNil(table.indexPathForSelectedRow)
    }
}
