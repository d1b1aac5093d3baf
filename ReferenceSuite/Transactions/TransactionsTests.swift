import ChaosBank
import Kass
import XCTest

/// The Activity tab: pages, counts, row labels, search and the direction filter.
@MainActor
final class TransactionsTests: ChaosBankTestCase {
    /// Catches `transactions-count-label-wrong`
    func test_transactions_firstPageCountsEveryMatch() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.count.assertText("Showing 20 of 57")
            list.rows.assertNotEmpty()
            list.verifyShows(count: "Showing 20 of 57", rows: 20, firstRows: Self.firstRows)
            list.assertDesignLayout()
            list.verifyColours()
        }
    }

    /// The three newest transactions as their rows read.
    static let firstRows = [
        "Coffee Corner, 28 Nov, -€3.80", "Salary ACME GmbH, 28 Nov, +€3,200.00", "Supermarkt Frisch, 28 Nov, -€54.23",
    ]

    /// While the first page loads, the list does not claim that nothing matches; it says so only
    /// once a search really matches nothing.
    func test_transactions_saysNothingMatchesOnlyOnceItKnows() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            continuously(during: 1) { list.text("transactions.empty").assertNotExists() }
            list.count.assertText("Showing 20 of 57")
            list.search.typeText("zzz")
            list.text("transactions.empty").assertText("No transactions match")
            list.count.assertText("Showing 0 of 0")
        }
    }

    /// The clean app's own bug, found from outside: the tab kept the list it loaded when it was first
    /// opened, so a transfer made afterwards never showed there.
    func test_transactions_showsATransferMadeAfterTheTabWasOpened() async {
        launch(at: .home)
        onScreen(TabBarScreen.self) { $0.transactions.tap() }
        onScreen(TransactionsScreen.self) { $0.count.assertText("Showing 20 of 57") }
        onScreen(TabBarScreen.self) { $0.home.tap() }
        onScreen(HomeScreen.self) { $0.send.tap() }
        onScreen(TransferScreen.self) { form in
            form.amount.typeText("25")
            form.continueButton.tap()
        }
        onScreen(TransferConfirmationScreen.self) { $0.send.tap() }
        onScreen(HomeScreen.self) { home in
            eventually { home.activityRow("p001").within(timeout: 0).assertLabelContains("Lena Fischer") }
        }
        onScreen(TabBarScreen.self) { $0.transactions.tap() }
        onScreen(TransactionsScreen.self) { list in
            list.count.assertText("Showing 20 of 58")
            list.row("p001").assertLabelContains("Lena Fischer")
            list.rows.element(at: 0).assertLabelContains("Lena Fischer")
        }
    }

    /// Catches `transactions-row-label-missing-amount`
    func test_transactions_everyRowReadsItsAmount() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.count.assertText("Showing 20 of 57")
            list.rows.assertEach("reads title, day and amount") { row in
                row.assertTextMatches("^[^,]+, [0-9]{1,2} [A-Z][a-z]{2}, [+-]€[0-9,]+\\.[0-9]{2}$")
            }
        }
    }

    /// Catches `transactions-amount-unsigned`
    func test_transactions_moneyInShowsItsPlusSign() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.row("t002").assertLabel("Salary ACME GmbH, 28 Nov, +€3,200.00")
            list.row("t001").assertLabel("Coffee Corner, 28 Nov, -€3.80")
        }
    }

    /// Catches `transactions-german-amounts`
    func test_transactions_germanAmountsUseDecimalCommas() async {
        launch(at: .transactions, locale: .german)
        onScreen(TransactionsScreen.self) { list in
            list.count.assertText("20 von 57 angezeigt")
            list.row("t002").assertLabel("Salary ACME GmbH, 28 Nov, +3.200,00 €")
            list.row("t003").assertLabel("Supermarkt Frisch, 28 Nov, -54,23 €")
            list.verifyShows(
                count: "20 von 57 angezeigt", rows: 20,
                firstRows: ["Coffee Corner, 28 Nov, -3,80 €", "Salary ACME GmbH, 28 Nov, +3.200,00 €"], texts: .german
            )
        }
        onScreen(TabBarScreen.self) { $0.verifyTabs(TabBarScreen.german) }
        onScreen(TransactionsScreen.self) { list in
            list.search.typeText("xyz")
            list.text("transactions.empty").assertText("Keine passenden Umsätze")
        }
    }

    /// Catches `transactions-filter-direction-swapped`
    func test_transactions_directionFilterListsOnlyThatDirection() async {
        launch(at: .transactions)
        let cases = [(segment: 1, sign: "+", matching: 21), (segment: 2, sign: "-", matching: 36)]
        parameterized(cases, name: { "segment \($0.segment) (\($0.sign))" }) { filter in
            onScreen(TransactionsScreen.self) { list in
                list.filter.selectSegment(filter.segment)
                list.count.assertText("Showing 20 of \(filter.matching)")
                list.rows.assertEach("is money \(filter.sign == "+" ? "in" : "out")") { row in
                    row.assertLabelContains(", \(filter.sign)€")
                }
            }
        }
    }

    /// Catches `transactions-search-drops-last-character`
    func test_transactions_searchFiltersAsYouType() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.search.typeText("Ci")
            // The count and the rows must agree at one moment, not one after the other.
            eventually(timeout: 3) {
                list.count.within(timeout: 0).assertText("Showing 7 of 7")
                list.rows.within(timeout: 0).assertCount(7)
            }
            list.rows.assertEach("is City Transit") { row in row.assertLabelContains("City Transit") }
            // Dragging the results (from the first row, above the keyboard) puts the keyboard away, so
            // the whole list can be read.
            list.element(.label("space")).assertExists()
            list.rows.element(at: 0).swipe(.up)
            list.element(.label("space")).assertNotExists()
        }
    }

    /// Search ignores case and the spaces around what is typed, as people type it.
    func test_transactions_searchIgnoresCase() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.search.tap()
            list.assertSearchKeyboardIsUp()
            list.search.typeText("coffee")
            // The keyboard's Done bar puts it away, the search kept.
            touch("transactions.search.done")
            list.element(.label("space")).assertNotExists()
            list.verifyShows(count: "Showing 8 of 8", rows: 8, firstRows: ["Coffee Corner, 28 Nov, -€3.80"])
            list.rows.assertEach("is Coffee Corner") { row in row.assertLabelContains("Coffee Corner") }
            list.search.replaceText(" CITY transit ")
            list.verifyShows(count: "Showing 7 of 7", rows: 7, firstRows: ["City Transit, 27 Nov, -€2.90"])
        }
    }

    /// Catches `transactions-search-clear-keeps-filter`
    func test_transactions_clearingTheSearchShowsEverythingAgain() async {
        launch(at: .transactions)
        onScreen(TransactionsScreen.self) { list in
            list.search.typeText("Coffee")
            list.count.assertText("Showing 8 of 8")
            list.search.clearText()
            list.count.assertText("Showing 20 of 57")
        }
    }
}
