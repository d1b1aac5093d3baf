import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class LimitPriceFixtureTests: KassFixtureTestCase {
    func test_limitPrice_isRightAlignedAndPreFilled() async {
        start(LimitPriceFixture())
        let field = view("order.limitPrice", as: UITextField.self)
        XCTAssertEqual(field?.text, "189.07")
        XCTAssertEqual(field?.textAlignment, .right)
    }

    func test_limitPrice_centreTapPutsTheCaretMidText() async {
        start(LimitPriceFixture())
        tap("order.limitPrice")
        guard let field = view("order.limitPrice", as: UITextField.self) else { return }
        XCTAssertTrue(field.isFirstResponder)
        let offset = caretOffset(field)
        XCTAssertNotNil(offset)
        XCTAssertTrue((1...5).contains(offset ?? 0), "caret at \(String(describing: offset)), expected inside \"189.07\"")
    }

    func test_limitPrice_typingAfterACentreTapInsertsMidNumber() async {
        start(LimitPriceFixture())
        tap("order.limitPrice")
        waitForKeyboardSlide()
        typeOnSoftwareKeyboard("5")
        let text = text("order.limitPrice") ?? ""
        XCTAssertNotEqual(text, "189.075")
        XCTAssertNotEqual(text, "5189.07")
        XCTAssertEqual(text.count, 7)
        XCTAssertEqual(self.text("order.summary"), "Buy 10 at \(text)")
    }

    func test_limitPrice_trailingEdgeTapPutsTheCaretAtTheEnd() async {
        start(LimitPriceFixture())
        guard let field = view("order.limitPrice", as: UITextField.self) else { return }
        let frame = screenFrame(of: field)
        fingers.tap(CGPoint(x: frame.maxX - 2, y: frame.midY))
        XCTAssertEqual(caretOffset(field), 6)
    }

    func test_quantity_centreTapPutsTheCaretAtTheStart() async {
        start(LimitPriceFixture())
        tap("order.quantity")
        guard let field = view("order.quantity", as: UITextField.self) else { return }
        XCTAssertEqual(caretOffset(field), 0)
    }
}
