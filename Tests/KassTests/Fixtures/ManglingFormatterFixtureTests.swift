import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ManglingFormatterFixtureTests: KassFixtureTestCase {
    /// Focuses the field at its trailing edge, deletes everything with the delete key, then types.
    private func replaceText(in identifier: String, with text: String) {
        tapTrailingEdge(identifier)
        waitForKeyboardSlide()
        let length = self.text(identifier)?.count ?? 0
        for _ in 0..<length { tapKey("delete") }
        XCTAssertEqual(self.text(identifier), "", "the field is cleared before typing")
        typeOnSoftwareKeyboard(text)
    }

    func test_staleFormatter_manglesRetypedAmount() async {
        start(ManglingFormatterFixture())
        replaceText(in: "amount.stale", with: "179.00")
        XCTAssertEqual(text("amount.stale"), "179.00189.07")
    }

    func test_droppingFilter_losesEveryOtherKeystroke() async {
        start(ManglingFormatterFixture())
        tapTrailingEdge("amount.dropping")
        waitForKeyboardSlide()
        typeOnSoftwareKeyboard("179.00")
        XCTAssertEqual(text("amount.dropping"), "190")
    }

    func test_correctField_holdsTheRetypedAmount() async {
        start(ManglingFormatterFixture())
        replaceText(in: "amount.correct", with: "179.00")
        XCTAssertEqual(text("amount.correct"), "179.00")
    }

    func test_correctField_refusesAThirdDecimal() async {
        start(ManglingFormatterFixture())
        replaceText(in: "amount.correct", with: "1.234")
        XCTAssertEqual(text("amount.correct"), "1.23")
    }
}
