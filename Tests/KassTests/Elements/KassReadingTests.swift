import Foundation
@testable import Kass
import XCTest

/// Reading text and numbers, locale-aware.
@MainActor
final class KassReadingTests: KassDSLTestCase {
    private func startAmounts() {
        start(ClosureApp.app { root, _ in
            makeLabel("amount.us", text: "$1,234.56", frame: CGRect(x: 20, y: 100, width: 300, height: 30), in: root.view)
            makeLabel("amount.de", text: "1.234,56 €", frame: CGRect(x: 20, y: 140, width: 300, height: 30), in: root.view)
            makeLabel("amount.negative", text: "−€ 3.50", frame: CGRect(x: 20, y: 180, width: 300, height: 30), in: root.view)
            makeLabel("amount.none", text: "n/a", frame: CGRect(x: 20, y: 220, width: 300, height: 30), in: root.view)
        }) { $0.timeout = 0.2 }
    }

    func test_readNumber_honoursTheLocalesSeparators() async {
        startAmounts()
        let screen: AnyScreen = screen()
        XCTAssertEqual(screen.text("amount.us").readNumber(locale: Locale(identifier: "en_US")), 1234.56)
        XCTAssertEqual(screen.text("amount.de").readNumber(locale: Locale(identifier: "de_DE")), 1234.56)
        XCTAssertEqual(screen.text("amount.negative").readNumber(locale: Locale(identifier: "en_US")), -3.5)
        XCTAssertEqual(capture.messages, [])
    }

    func test_readNumber_failsWhenTheTextHoldsNoNumber() async {
        startAmounts()
        XCTAssertNil(screen().text("amount.none").readNumber(locale: Locale(identifier: "en_US")))
        XCTAssertEqual(summaries, ["Kass: text \"amount.none\" — readNumber failed: its text 'n/a' is not a number in locale en_US"])
    }

    func test_assertValueCloseTo_comparesTheNumberWithATolerance() async {
        startAmounts()
        let screen: AnyScreen = screen()
        screen.text("amount.de").assertValue(closeTo: 1234.5, tolerance: 0.1, locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(capture.messages, [])
        screen.text("amount.us").assertValue(closeTo: 1200, tolerance: 1, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(summaries, ["Kass: text \"amount.us\" — assertValue(closeTo: 1200.0, tolerance: 1.0) failed: it reads 1234.56 "
            + "('$1,234.56'), expected 1200.0 ± 1.0"])
    }

    func test_exists_andReadsOfAMissingElement() async {
        startAmounts()
        let screen: AnyScreen = screen()
        XCTAssertTrue(screen.text("amount.us").exists)
        XCTAssertFalse(screen.text("amount.missing").exists)
        XCTAssertNil(screen.text("amount.mising").readText())
        XCTAssertEqual(capture.messages, ["""
        Kass: text "amount.mising" — readText failed: no text matches "amount.mising"
          ↳ state: not in the hierarchy (4 elements on screen)
          ↳ did you mean: 'amount.us', 'amount.none', 'amount.de'?
          ↳ hint: check the identifier, or make sure the screen that shows it is displayed
        """])
    }

    func test_assertTextMatches_rejectsAnInvalidPattern() async {
        startAmounts()
        screen().text("amount.us").assertTextMatches("[")
        XCTAssertEqual(summaries.count, 1)
        XCTAssertTrue(
            summaries[0].hasPrefix(
                "Kass: text \"amount.us\" — assertTextMatches('[') failed: the pattern is not a valid regular expression"
            ),
            summaries[0]
        )
    }

    func test_assertTextMatches_matchesARegularExpression() async {
        startAmounts()
        screen().text("amount.us").assertTextMatches(#"^\$\d{1,3}(,\d{3})*\.\d{2}$"#)
        XCTAssertEqual(capture.messages, [])
    }
}
