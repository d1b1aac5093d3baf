import ChaosBank
import Kass
import XCTest

/// While the next page of the Activity tab loads: Load more reads "Loading…" (in German "Wird
/// geladen…") and is disabled until the page arrives, and the count still reads what is shown.
/// Checked at the moments the request is in flight (`whilePending`).
@MainActor
final class TransactionsInFlightTests: ChaosBankTestCase {
    /// Catches `transactions-load-more-twice`
    func test_transactions_loadMoreReadsLoadingAndIsDisabledUntilThePageArrives() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.count.assertText("Showing 20 of 57")
            whilePending(.throughout) {
                list.loadMore.tap()
            } check: {
                list.loadMore.assertText("Loading…")
                list.loadMore.assertDisabled()
                list.count.assertText("Showing 20 of 57")
            }
            list.count.assertText("Showing 40 of 57")
            list.loadMore.assertText("Load more")
            list.loadMore.assertEnabled()
        }
    }

    /// Catches `transactions-load-more-twice`
    func test_transactions_loadingReadsInGerman() async {
        launch(at: .transactions, locale: .german)
        onScreen(TransactionsScreen.self) { list in
            list.loadMore.assertText("Mehr laden")
            whilePending(.throughout) {
                list.loadMore.tap()
            } check: {
                list.loadMore.assertText("Wird geladen…")
                list.loadMore.assertDisabled()
            }
            list.count.assertText("40 von 57 angezeigt")
        }
    }
}
