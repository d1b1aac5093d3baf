import ChaosBank
import Kass
import XCTest

/// The Activity tab's Load more: the next page, once, without duplicates, without freezing.
@MainActor
final class TransactionsPagingTests: ChaosBankTestCase {
    /// Catches `transactions-load-more-duplicates`
    func test_transactions_loadMoreAppendsTheNextPageWithoutDuplicates() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.count.assertText("Showing 20 of 57")
            list.assertLoadMoreLayout()
            list.loadMore.tap()
            list.count.assertText("Showing 40 of 57")
            // Tapping the first row of the new page scrolls the page boundary into view.
            list.row("t021").tap()
            list.rows.assertNoDuplicates()
            // Rows only show: a tapped row does not stay selected.
            XCTAssertEqual(list.isSelected("transactions.row.t021"), false, "the tapped row stays selected")
        }
    }

    /// Catches `transactions-load-more-twice`
    func test_transactions_rapidLoadMoreLoadsOnePage() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.count.assertText("Showing 20 of 57")
            list.loadMore.rapidTap(times: 2)
            list.count.assertText("Showing 40 of 57")
            list.count.assertUnchanged(for: 1)
        }
    }

    /// The last page is partial, and Load more goes away once everything is shown.
    func test_transactions_lastPageEndsTheList() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.loadMore.tap()
            list.count.assertText("Showing 40 of 57")
            list.loadMore.tap()
            list.count.assertText("Showing 57 of 57")
            list.loadMore.assertNotExists()
            list.verifyShows(count: "Showing 57 of 57", rows: 57)
        }
    }

    /// Older pages carry older months: the rows on each side of a month's end read their own month
    /// (28 rows a month in the demo: the 28th row is still November, the 29th October, the last September).
    func test_transactions_olderPagesShowTheirMonths() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.loadMore.tap()
            list.count.assertText("Showing 40 of 57")
            list.loadMore.tap()
            list.count.assertText("Showing 57 of 57")
            let monthEnds = [
                ("t028", "City Transit, 19 Nov, -€2.90"), ("t029", "Lena Fischer, 19 Oct, +€25.00"),
                ("t056", "Refund Shoes24, 10 Oct, +€59.90"), ("t057", "Coffee Corner, 10 Sep, -€3.80"),
            ]
            for (id, label) in monthEnds {
                list.row(id).scrollIntoView()
                list.row(id).assertLabel(label)
            }
        }
    }

    /// Load more keeps the direction filter and the search: the next page has only what matches.
    func test_transactions_loadMoreKeepsTheFilter() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.filter.selectSegment(2)
            list.verifyShows(count: "Showing 20 of 36", rows: 20, firstRows: ["Coffee Corner, 28 Nov, -€3.80"], filter: 2)
            list.loadMore.tap()
            list.verifyShows(count: "Showing 36 of 36", rows: 36, filter: 2)
            list.rows.assertEach("is money out") { row in row.assertLabelContains(", -€") }
            list.search.typeText("salary")
            list.verifyShows(count: "Showing 0 of 0", rows: 0, filter: 2)
            list.filter.selectSegment(1)
            list.count.assertText("Showing 7 of 7")
            list.rows.assertEach("is a salary") { row in row.assertLabelContains("Salary ACME GmbH") }
        }
    }

    /// Catches `transactions-load-more-stall`
    func test_transactions_loadMoreKeepsTheScreenResponsive() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.count.assertText("Showing 20 of 57")
            assertResponsive(maximumHang: 0.25) {
                list.loadMore.tap()
                list.count.assertText("Showing 40 of 57")
            }
        }
    }
}
