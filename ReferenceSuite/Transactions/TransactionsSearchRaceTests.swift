import ChaosBank
import HeadlessUI
import Kass
import XCTest

/// Search as you type sends a request per keystroke; on a slow network they overlap, and with
/// network jitter their answers come back in any order. Whatever the order, the list ends up showing
/// what the field says. The race shows only under jitter (without it, answers arrive in the order
/// they were asked), so the test runs on a jittery 2-second network: under the seed
/// `kass mutants --seeds K` gives, or seed 1 when none is given. Each of its searches is a chance for
/// an older answer to land last.
@MainActor
final class TransactionsSearchRaceTests: ChaosBankTestCase {
    /// A search text and the title of every row it finds (none: nothing matches). Each one's last
    /// keystroke changes what matches, so an older answer landing last shows other rows.
    private struct Search {
        let text: String
        let count: String
        let title: String?
    }

    private let searches = [
        Search(text: "coffee corners", count: "Showing 0 of 0", title: nil),
        Search(text: "shoe", count: "Showing 7 of 7", title: "Refund Shoes24"),
        Search(text: "city transits", count: "Showing 0 of 0", title: nil),
        Search(text: "bookshop seite 4", count: "Showing 0 of 0", title: nil),
        Search(text: "supermarkt frischer", count: "Showing 0 of 0", title: nil),
        Search(text: "refund shoes25", count: "Showing 0 of 0", title: nil),
    ]

    /// A jitter seed for the launch, unless the run already gives one (`kass mutants --seeds`).
    private var jitterUnlessSeeded: [String] {
        let seeded = ProcessInfo.processInfo.environment["KASS_LAUNCH_ARGUMENTS"]?.contains(LaunchConfiguration.jitterSeedArgument) == true
        return seeded ? [] : [LaunchConfiguration.jitterSeedArgument, "1"]
    }

    /// Catches `transactions-search-late-answer-wins`
    func test_transactions_listShowsTheLatestSearchWhateverTheAnswerOrder() async {
        launch(at: .transactions, arguments: [ChaosBankLaunchOptions.latencyArgument, "2"] + jitterUnlessSeeded)
        onScreen(TransactionsScreen.self) { list in
            for search in searches {
                step("Search '\(search.text)'") {
                    list.search.replaceText(search.text)
                    list.count.assertText(search.count)
                    list.count.assertUnchanged(for: 3)
                    if let title = search.title {
                        list.rows.assertEach("is \(title)") { row in row.assertLabelContains(title) }
                    } else {
                        list.empty.assertText("No transactions match")
                        list.rows.assertCount(0)
                    }
                }
            }
        }
    }
}
