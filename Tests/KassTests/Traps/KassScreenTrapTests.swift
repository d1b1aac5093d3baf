import Foundation
@testable import Kass
import XCTest

/// Screen-level traps: keyboard, below the fold, unstable views, duplicates, transient and ticking
/// values, pull to refresh, and how a budget is spent.
@MainActor
final class KassScreenTrapTests: KassDSLTestCase {
    private func delegate<Delegate>(_ type: Delegate.Type) -> Delegate? {
        session.application?.delegate as? Delegate
    }

    func test_keyboardWithDoneAccessory_isDismissedWithDoneBeforeTheTap() async {
        start(KassApp(name: "Form") { KeyboardDoneAccessoryFixture() })
        let form: AnyScreen = screen()
        form.textField("keyboard.field").typeText("Kass")
        form.button("keyboard.save").tap()
        form.text("keyboard.status").assertText("Submitted by Save button")
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(delegate(KeyboardDoneAccessoryFixture.self)?.submissions, [.saveButton])
    }

    func test_keyboardWithOnlyReturn_failsInsteadOfPressingReturn() async {
        start(KassApp(name: "Form") { KeyboardReturnOnlyFixture() }) { $0.timeout = 1 }
        let form: AnyScreen = screen()
        form.textField("keyboard.field").typeText("Kass")
        form.button("keyboard.save").tap()
        XCTAssertEqual(summaries, [
            "Kass: button \"keyboard.save\" — tap failed: it is covered by the keyboard, and there is no safe way to dismiss it (no Done "
                + "button in the keyboard's accessory view, no dismiss key; Return could submit the form)",
        ])
        XCTAssertTrue(capture.messages[0].contains("↳ hint: give the field an inputAccessoryView with a Done button"), capture.messages[0])
        XCTAssertEqual(delegate(KeyboardReturnOnlyFixture.self)?.submissions, [])
    }

    func test_targetBelowTheFold_isScrolledIntoViewWithSwipes() async {
        start(KassApp(name: "Terms") { BelowTheFoldScrollFixture() })
        let terms: AnyScreen = screen()
        terms.button("belowFold.target").tap()
        terms.text("belowFold.status").assertText("Terms accepted")
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(delegate(BelowTheFoldScrollFixture.self)?.acceptCount, 1)
    }

    func test_rowNotYetCreatedInAVirtualizedList_isFoundBySwiping() async {
        start(KassApp(name: "Terms") { BelowTheFoldTableFixture() })
        let terms: AnyScreen = screen()
        terms.cell("belowFold.target").tap()
        terms.text("belowFold.status").assertText("Terms accepted")
        XCTAssertEqual(capture.messages, [])
    }

    func test_viewRebuiltBetweenAttempts_isResolvedAgainAndTappedOnce() async {
        start(KassApp(name: "Quote") { RebuiltButtonFixture() })
        let quote: AnyScreen = screen()
        quote.button("rebuilt.button").tap()
        quote.text("rebuilt.taps").assertText("Taps: 1")
        XCTAssertEqual(capture.messages, [])
    }

    func test_movingButton_isTappedOnlyOnceItStopsMoving() async {
        start(KassApp(name: "Moving") { MovingButtonFixture() })
        let screen: AnyScreen = screen()
        screen.button("moving.button").tap()
        screen.text("moving.taps").assertText("Taps: 1")
        XCTAssertEqual(capture.messages, [])
        XCTAssertGreaterThan(session.appTime, 1)
    }

    func test_duplicateIdentifiers_failListingBothAndScopingResolvesThem() async {
        start(KassApp(name: "Invoices") { DuplicateIdentifiersFixture() }) { $0.timeout = 0.5 }
        let invoices: AnyScreen = screen()
        invoices.element("duplicates.row.B").button("duplicates.delete").tap()
        invoices.text("duplicates.status").assertText("Deleted Invoice B")
        invoices.button("duplicates.save").tap()
        invoices.text("duplicates.status").assertText("Saved")
        XCTAssertEqual(capture.messages, [])
        invoices.button("duplicates.delete").tap()
        XCTAssertEqual(summaries.count, 1)
        XCTAssertTrue(summaries[0].hasPrefix("Kass: button \"duplicates.delete\" — tap failed: found 2 matching elements: button "
            + "\"Delete\" #duplicates.delete; button \"Delete\" #duplicates.delete"), summaries[0])
        XCTAssertEqual(delegate(DuplicateIdentifiersFixture.self)?.actions.filter { $0.hasPrefix("delete") }.count, 1)
    }

    func test_toastShownFor1_4Seconds_isCaughtByAssertAppears() async {
        start(KassApp(name: "Toast") { ToastFixture() }) { $0.timeout = 1 }
        let screen: AnyScreen = screen()
        screen.button("toast.show").tap()
        screen.text("toast.message").assertAppears(within: 1)
        screen.text("toast.message").within(timeout: 2).waitUntilGone()
        XCTAssertEqual(capture.messages, [])
        screen.text("toast.message").assertAppears(within: 0.5)
        XCTAssertEqual(summaries, ["Kass: text \"toast.message\" — assertAppears(within: 0.5) failed: no text matches \"toast.message\""])
    }

    func test_assertStaysAbsent_failsWhenTheToastShows() async {
        start(KassApp(name: "Toast") { ToastFixture() })
        let screen: AnyScreen = screen()
        screen.text("toast.message").assertStaysAbsent(for: 1)
        XCTAssertEqual(capture.messages, [])
        screen.button("toast.show").tap()
        screen.text("toast.message").assertStaysAbsent(for: 1)
        XCTAssertEqual(summaries, ["Kass: text \"toast.message\" — assertStaysAbsent(for: 1.0) failed: it appeared after 0.0 s"])
    }

    func test_tickingValue_failsAssertUnchangedAndAStillOnePasses() async {
        start(KassApp(name: "Ticker") { TickingValueFixture() })
        let ticker: AnyScreen = screen()
        ticker.text("ticker.previousClose").assertUnchanged(for: 2)
        XCTAssertEqual(capture.messages, [])
        ticker.text("ticker.price").assertUnchanged(for: 2)
        XCTAssertEqual(summaries.count, 1)
        XCTAssertTrue(
            summaries[0].hasPrefix("Kass: text \"ticker.price\" — assertUnchanged(for: 2.0) failed: it changed from '"), summaries[0]
        )
    }

    func test_readTexts_readsValuesThatTickTogetherFromOneSnapshot() async {
        start(KassApp(name: "Ticker") { TickingValueFixture() })
        let ticker: AnyScreen = screen()
        for _ in 0..<5 {
            let values = ticker.readTexts(["ticker.price", "ticker.total"])
            let price = Double(values[0] ?? "") ?? -1, total = Double(values[1] ?? "") ?? -2
            XCTAssertEqual(price * 10, total, accuracy: 0.001)
            await session.application?.runLoop.run(for: 0.37)
        }
    }

    func test_pullToRefresh_addsTheNewRow() async {
        start(KassApp(name: "Inbox") { PullToRefreshFixture() })
        let inbox: AnyScreen = screen()
        inbox.element("refresh.table").pullToRefresh()
        inbox.text("refresh.count").assertText("4 messages")
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(delegate(PullToRefreshFixture.self)?.refreshCount, 1)
    }

    func test_budget_isSharedByAllAttemptsInAppTime() async {
        start(KassApp(name: "Login") { LoginFixture() }) { $0.timeout = 10 }
        let login: AnyScreen = screen()
        let start = session.appTime
        login.button("login.missing").tap()
        XCTAssertEqual(session.appTime - start, 10, accuracy: 0.05)
        let attempts = events.finishedSteps.last { $0.name.hasPrefix("tap") }?.attempts ?? 0
        XCTAssertGreaterThan(attempts, 1)
    }

    func test_collections_countReadDuplicatesAndEachRow() async {
        start(KassApp(name: "List") { ListFixture() }) { $0.timeout = 0.5 }
        let list: AnyScreen = screen()
        let rows = list.element("list.table").cells()
        rows.assertCount(8)
        XCTAssertEqual(rows.count, 8)
        rows.assertEach("has a label") { row in row.assertLabelContains(",") }
        XCTAssertEqual(capture.messages, [])
        rows.assertNoDuplicates()
        XCTAssertEqual(summaries, ["Kass: cells in element \"list.table\" — assertNoDuplicates failed: repeated: 'Coffee, -3.50' ×2"])
    }
}
