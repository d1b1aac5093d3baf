import Foundation
import HeadlessUI
@testable import Kass
import XCTest

/// Collections and row searches cover the whole of a virtualized list, not only the cells the
/// table has created.
@MainActor
final class KassLongListTests: KassDSLTestCase {
    private static func payees(_ count: Int, repeatedAfter period: Int? = nil, renaming row: Int? = nil) -> [ListFixture.Transaction] {
        (0..<count).map { index in
            let number = period.map { index % $0 } ?? index
            return ListFixture.Transaction(title: index == row ? "Oops \(number)" : "Payee \(number)", amount: "-\(number).00")
        }
    }

    private func startList(_ transactions: [ListFixture.Transaction], configure: (inout KassConfig) -> Void = { _ in }) -> KassElement {
        start(KassApp(name: "List") { ListFixture(transactions: transactions) }, configure: configure)
        return screen().element("list.table")
    }

    private var table: UITableView? {
        (session.application?.windows.first?.rootViewController as? TransactionsViewController)?.tableView
    }

    func test_assertNoDuplicates_seesARepeatedRowFarBelowTheFold() async {
        let list = startList(Self.payees(600, repeatedAfter: 300)) { $0.timeout = 0.5 }
        list.cells().assertNoDuplicates()
        XCTAssertEqual(summaries.count, 1, "a list holding every row twice passed assertNoDuplicates")
        XCTAssertTrue(summaries.first?.contains("repeated: 'Payee 0, -0.00' ×2") == true, summaries.first ?? "")
    }

    func test_assertCount_countsEveryRowSaysHowManyItSawAndPutsTheListBack() async {
        let list = startList(Self.payees(600))
        let before = table?.contentOffset
        list.cells().assertCount(600)
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(table?.contentOffset, before)
        let notes = events.events.compactMap { event -> String? in
            if case .stepFinished(let end) = event { return end.message }
            return nil
        }
        XCTAssertTrue(notes.contains { $0.hasPrefix("saw 600 rows of UITableView \"list.table\" in ") }, "\(notes)")
    }

    func test_readTexts_readsEveryRowInListOrder() async {
        let list = startList(Self.payees(600))
        let texts = list.cells().readTexts()
        XCTAssertEqual(texts.count, 600)
        XCTAssertEqual(texts.first, "Payee 0, -0.00")
        XCTAssertEqual(texts.last, "Payee 599, -599.00")
        XCTAssertEqual(texts, (0..<600).map { "Payee \($0), -\($0).00" })
    }

    func test_onScreen_checksOnlyTheRowsShownNow() async {
        let list = startList(Self.payees(600))
        let shown = list.cells().onScreen.count
        XCTAssertGreaterThan(shown, 0)
        XCTAssertLessThan(shown, 40)
        XCTAssertEqual(list.cells().count, 600)
        XCTAssertTrue(list.cells().onScreen.description.hasSuffix("on screen"), list.cells().onScreen.description)
    }

    func test_assertEach_checksEveryRowAndNamesTheOneFarBelowThatFails() async {
        let list = startList(Self.payees(600, renaming: 450)) { $0.timeout = 0.5 }
        list.cells().assertEach("is a payee") { $0.assertLabelContains("Payee") }
        XCTAssertEqual(summaries.count, 1)
        XCTAssertTrue(summaries.first?.contains("1 of 600 rows fail 'is a payee'") == true, summaries.first ?? "passed")
        XCTAssertTrue(capture.messages.first?.contains("row 451: ") == true, capture.messages.first ?? "")
    }

    func test_tap_reachesARowFarDownALongListWithinTheDefaultBudget() async {
        _ = startList(Self.payees(300))
        let app: AnyScreen = screen()
        app.element("list.row.230").tap()
        app.text("list.selection").assertText("Selected Payee 230")
        XCTAssertEqual(capture.messages, [])
    }

    func test_tap_onARowThatNoPageHasSaysHowFarItSearched() async {
        _ = startList(Self.payees(300)) { $0.timeout = 0.5 }
        let app: AnyScreen = screen()
        app.element("list.row.999").tap()
        XCTAssertEqual(summaries.count, 1)
        XCTAssertTrue(
            summaries.first?.contains("(searched UITableView \"list.table\" from the top to its end (") == true, summaries.first ?? "passed"
        )
    }
}
