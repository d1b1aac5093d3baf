import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewVirtualizationTests: HeadlessTestCase {
    private func cellSubviews(of table: UITableView) -> [UITableViewCell] {
        table.subviews.compactMap { $0 as? UITableViewCell }
    }

    func test_thousandRowTable_holdsOnlyVisibleCellsAsSubviews() async {
        let model = TableModel(rows: 1_000)
        let table = makeTable(model)
        // 440 pt of 44 pt rows: exactly 10 rows overlap the bounds.
        XCTAssertEqual(cellSubviews(of: table).count, 10)
        XCTAssertEqual(table.indexPathsForVisibleRows?.map(\.row), Array(0..<10))
        XCTAssertEqual(table.contentSize.height, 44_000)
    }

    func test_scrolling_keepsCellCountConstant() async {
        let model = TableModel(rows: 1_000)
        let table = makeTable(model)
        var counts: Set<Int> = []
        for step in 1...50 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 440)
            await app.runLoop.runFrames(1)
            counts.insert(cellSubviews(of: table).count)
        }
        XCTAssertEqual(counts, [10])
        XCTAssertEqual(table.indexPathsForVisibleRows?.first?.row, 500)
    }

    func test_partialRows_atEdgesAreIncluded() async {
        let model = TableModel(rows: 1_000)
        let table = makeTable(model)
        table.contentOffset = CGPoint(x: 0, y: 22)
        table.layoutIfNeeded()
        // Row 0 half visible, row 10 half visible.
        XCTAssertEqual(table.indexPathsForVisibleRows?.map(\.row), Array(0...10))
    }

    func test_cellForRow_isNilOffscreen() async {
        let model = TableModel(rows: 1_000)
        let table = makeTable(model)
        XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 500, section: 0)))
    }

    func test_dragScroll_reusesCellObjects() async {
        CountingCell.made = 0
        let model = TableModel(rows: 1_000)
        let table = makeTable(model, cellClass: CountingCell.self)
        let madeAtStart = CountingCell.made
        fingers.drag(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 150), steps: 12)
        await app.runLoop.runFrames(300)
        XCTAssertGreaterThan(table.contentOffset.y, 400)
        // Scrolling by about a screen needs at most one extra row's worth of new cells.
        XCTAssertLessThanOrEqual(CountingCell.made, madeAtStart + 1)
    }

    func test_geometryQueries_matchRowLayout() async {
        let model = TableModel(rows: 1_000)
        let table = makeTable(model)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 7, section: 0)), CGRect(x: 0, y: 308, width: 320, height: 44))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 309)), IndexPath(row: 7, section: 0))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 50_000)))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1_000)
        let cell = try? XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(cell.flatMap { table.indexPath(for: $0) }, IndexPath(row: 2, section: 0))
        XCTAssertEqual(cell?.textLabel?.text, "Row 0-2")
    }

    func test_offscreenCell_isNotHittable() async {
        let model = TableModel(rows: 1_000)
        let table = makeTable(model)
        let window = try? XCTUnwrap(table.window)
        let hit = window?.hitTest(CGPoint(x: 160, y: 100 + 22), with: nil)
        XCTAssertTrue(hit?.isDescendant(of: table.cellForRow(at: IndexPath(row: 0, section: 0))!) ?? false)
    }
}
