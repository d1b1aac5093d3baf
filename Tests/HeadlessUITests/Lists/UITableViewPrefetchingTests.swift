import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Records the prefetch calls.
@MainActor
final class PrefetchRecorder: UITableViewDataSourcePrefetching {
    var prefetched: [[Int]] = []
    var cancelled: [[Int]] = []

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths.map(\.row))
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths.map(\.row))
    }
}

@MainActor
final class UITableViewPrefetchingTests: HeadlessTestCase {
    func test_prefetchDataSource_hearsTheNextScreenfulAndCancelsWhatTheScrollLeaves() async {
        let table = makeTable(TableModel(rows: 100))
        let recorder = PrefetchRecorder()
        table.prefetchDataSource = recorder
        table.layoutIfNeeded()
        // 440 pt tall, 44 pt rows: rows 0–9 show, 10–19 are the next screenful.
        XCTAssertEqual(recorder.prefetched, [Array(10...19)])
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        XCTAssertEqual(recorder.prefetched.last, Array(20...29), "rows 10–19 came into view; 20–29 are next")
        XCTAssertTrue(recorder.cancelled.isEmpty, "rows that came into view are not cancelled")
        table.contentOffset = CGPoint(x: 0, y: 0)
        table.layoutIfNeeded()
        XCTAssertEqual(recorder.cancelled, [Array(20...29)], "scrolling back up cancels the rows below")
        XCTAssertEqual(recorder.prefetched.count, 2, "rows above the top do not exist; nothing new is announced")
    }
}
