import Foundation
import HeadlessUITestSupport
import Kass
import XCTest

// The examples of Guide/Kass/Screens.md, each ```swift block line for line.

final class TransactionsScreen: KassScreen {
    lazy var title = text("list.title")
    lazy var count = text("list.count")
    lazy var selection = text(labelContains: "selected")
    lazy var table = element("list.table")
    lazy var rows = table.cells()
    lazy var salary = cell(.labelContains("Salary").inside(identifier: "list.table"))
    override var onLoad: [KassElement] { [title, table] }
}

final class InvoicesScreen: KassScreen {
    lazy var status = text("duplicates.status")
    func row(_ name: String) -> KassElement { element("duplicates.row.\(name)") }
}

final class TickerScreen: KassScreen {
    lazy var symbol = text("ticker.symbol")
    lazy var previousClose = text("ticker.previousClose")
    lazy var price = text("ticker.price")
}

extension KassApp {
    /// The transactions list with eight distinct rows.
    static let transactions = KassApp(name: "Transactions") { ListFixture(transactions: ListFixture.uniqueTransactions) }
    /// The transactions list whose rows 1 and 5 are both "Coffee, -3.50".
    static let transactionsWithDuplicate = KassApp(name: "Transactions") { ListFixture() }
    /// Two invoice rows with a "Delete" button each, both identified `duplicates.delete`.
    static let invoices = KassApp(name: "Invoices") { DuplicateIdentifiersFixture() }
    /// A price and a total that tick every 0.5 s.
    static let ticker = KassApp(name: "Ticker") { TickingValueFixture() }
}

@MainActor
final class KassGuideScreensTests: KassGuideCapturingTestCase {
    override class var app: KassApp? { .transactions }

    func test_guide_declaringAScreen() async {
        launch()
        onScreen(TransactionsScreen.self) { list in
            list.count.assertText("8 transactions")
            list.salary.tap()
            list.selection.assertText("Selected Salary")
        }
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(screen(TransactionsScreen.self).selection.description, "text containing \"selected\"")
    }

    func test_guide_collections() async {
        launch()
        onScreen(TransactionsScreen.self) { list in
            let rows = list.rows
            XCTAssertEqual(rows.count, 8)
            XCTAssertEqual(rows.readTexts().first, "Coffee, -3.50")
            rows.last.assertLabelContains("Gym")
            rows.element(at: 1).tap()
            list.selection.assertText("Selected Salary")
            rows.assertCount(8)
            rows.assertNotEmpty()
            rows.assertNoDuplicates(by: { $0.label })
            rows.assertEach("has an amount") { row in row.assertLabelContains(".") }
        }
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(screen(TransactionsScreen.self).rows.element(at: 1).description, "cell #2 of cells in element \"list.table\"")
    }

    func test_guide_withinTimeout() async {
        launch()
        onScreen(TransactionsScreen.self) { list in
            list.selection.within(timeout: 30).assertText("Nothing selected")
            list.table.within(timeout: 0).assertExists()
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_everyExampleIsRunHere() async throws {
        try GuideExampleChecker.assertEveryExampleIsRun(guide: "Guide/Kass/Screens.md", by: #filePath, minimumBlocks: 9)
    }
}

@MainActor
final class KassGuideScreensDuplicateTests: KassGuideCapturingTestCase {
    override class var app: KassApp? { .transactionsWithDuplicate }

    func test_guide_assertNoDuplicatesFailsNamingTheRepeatedRow() async {
        config.timeout = 1
        launch()
        onScreen(TransactionsScreen.self) { list in
            list.rows.assertNoDuplicates()
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: cells in element "list.table" — assertNoDuplicates failed: repeated: 'Coffee, -3.50' ×2
          ↳ state: 8 items: 'Coffee, -3.50', 'Salary, +2500.00', 'Rent, -1200.00', 'Groceries, -84.20', 'Coffee, -3.50', 'Book, -12.99', \
        'Refund, +20.00', 'Gym, -45.00'
        """])
    }
}

@MainActor
final class KassGuideScreensScopingTests: KassGuideCapturingTestCase {
    override class var app: KassApp? { .invoices }

    func test_guide_scopedChildren() async {
        launch()
        onScreen(InvoicesScreen.self) { invoices in
            invoices.row("B").button("duplicates.delete").tap()
            invoices.status.assertText("Deleted Invoice B")
        }
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(
            screen(InvoicesScreen.self).row("B").button("duplicates.delete").description,
            "button \"duplicates.delete\" in element \"duplicates.row.B\""
        )
    }
}

@MainActor
final class KassGuideScreensReadingTests: KassGuideCapturingTestCase {
    override class var app: KassApp? { .ticker }

    func test_guide_reading() async {
        launch()
        onScreen(TickerScreen.self) { ticker in
            XCTAssertEqual(ticker.symbol.readText(), "ACME")
            XCTAssertEqual(ticker.symbol.readLabel(), "ACME")
            XCTAssertEqual(ticker.previousClose.readNumber(locale: Locale(identifier: "en_US")), 189.07)
            XCTAssertTrue(ticker.price.exists)
            let values = ticker.readTexts(["ticker.price", "ticker.total", "ticker.missing"])
            let price = Double(values[0] ?? "") ?? 0, total = Double(values[1] ?? "") ?? 0
            XCTAssertEqual(price * 10, total, accuracy: 0.001)
            XCTAssertNil(values[2])
        }
        XCTAssertEqual(capture.messages, [])
    }
}
