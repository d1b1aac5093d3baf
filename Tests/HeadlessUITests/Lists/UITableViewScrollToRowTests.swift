import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewScrollToRowTests: HeadlessTestCase {
    private func table() -> UITableView {
        makeTable(TableModel(rows: 1_000))
    }

    func test_top_putsRowAtTop() async {
        let table = table()
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 4_400)
        XCTAssertEqual(table.indexPathsForVisibleRows?.first?.row, 100)
    }

    func test_middle_centresRow() async {
        let table = table()
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .middle, animated: false)
        // Row centre 4,422 minus half of 440.
        XCTAssertEqual(table.contentOffset.y, 4_202)
    }

    func test_bottom_putsRowAtBottom() async {
        let table = table()
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset.y, 4_444 - 440)
        XCTAssertEqual(table.indexPathsForVisibleRows?.last?.row, 100)
    }

    func test_none_scrollsLeastOrNotAtAll() async {
        let table = table()
        table.scrollToRow(at: IndexPath(row: 3, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 0, "already visible")
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 924 - 440)
    }

    func test_lastRow_clampsToContentEnd() async {
        let table = table()
        table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 44_000 - 440)
    }

    func test_animated_arrivesAfterScrollDuration() async {
        let table = table()
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: true)
        XCTAssertEqual(table.contentOffset.y, 0)
        wait(0.15)
        XCTAssertGreaterThan(table.contentOffset.y, 0)
        XCTAssertLessThan(table.contentOffset.y, 4_400)
        wait(0.3)
        XCTAssertEqual(table.contentOffset.y, 4_400)
        XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 100, section: 0)))
    }

    func test_invalidRow_isReportedAndDoesNotScroll() async {
        let table = table()
        table.scrollToRow(at: IndexPath(row: 5_000, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 0)
        expectRuntimeIssues(count: 1)
    }
}
