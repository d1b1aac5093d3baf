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
            list.loadMore.tap()
            list.count.assertText("Showing 40 of 57")
            // Tapping the first row of the new page scrolls the page boundary into view.
            list.row("t021").tap()
            list.rows.assertNoDuplicates()
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
        }
    }

    /// Catches `transactions-load-more-stall`
    func test_transactions_loadMoreKeepsTheScreenResponsive() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.count.assertText("Showing 20 of 57")
            assertResponsive(maximumStall: 0.25) {
                list.loadMore.tap()
                list.count.assertText("Showing 40 of 57")
            }
        }
    }
}
