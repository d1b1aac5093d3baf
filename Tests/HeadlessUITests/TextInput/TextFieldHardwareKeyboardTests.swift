import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class TextFieldHardwareKeyboardTests: HeadlessTestCase {
    override var launchArguments: [String] { [LaunchConfiguration.hardwareKeyboardArgument, "YES"] }

    private func makeField(_ text: String = "", y: CGFloat = 100, x: CGFloat = 20) -> UITextField {
        let field = UITextField(frame: .zero)
        field.text = text
        return place(field, frame: CGRect(x: x, y: y, width: 150, height: 34))
    }

    private func selection(_ field: UITextField) -> Range<Int> {
        let range = field.selectedTextRange!
        let start = field.offset(from: field.beginningOfDocument, to: range.start)
        return start..<(start + field.offset(from: range.start, to: range.end))
    }

    func test_typing_reachesFocusedField() async {
        let field = makeField()
        field.becomeFirstResponder()
        keyboard.type("Hi 42!")
        XCTAssertEqual(field.text, "Hi 42!")
    }

    func test_backspaceKey_deletesCharacterBeforeCaret() async {
        let field = makeField("abc")
        field.becomeFirstResponder()
        keyboard.press(.keyboardLeftArrow)
        keyboard.press(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "ac")
    }

    func test_shiftArrows_extendSelection() async {
        let field = makeField("hello")
        field.becomeFirstResponder()
        keyboard.press(.keyboardLeftArrow, holding: [.keyboardLeftShift])
        keyboard.press(.keyboardLeftArrow, holding: [.keyboardLeftShift])
        XCTAssertEqual(selection(field), 3..<5)
        keyboard.press(.keyboardRightArrow, holding: [.keyboardLeftShift])
        XCTAssertEqual(selection(field), 4..<5)
    }

    func test_arrowWithSelection_collapsesToItsEdge() async {
        let field = makeField("hello")
        field.becomeFirstResponder()
        field.selectAll(nil)
        keyboard.press(.keyboardLeftArrow)
        XCTAssertEqual(selection(field), 0..<0)
    }

    func test_commandArrowsAndHomeEnd_goToEnds() async {
        let field = makeField("hello")
        field.becomeFirstResponder()
        keyboard.press(.keyboardLeftArrow, holding: [.keyboardLeftGUI])
        XCTAssertEqual(selection(field), 0..<0)
        keyboard.press(.keyboardEnd)
        XCTAssertEqual(selection(field), 5..<5)
        keyboard.press(.keyboardHome)
        XCTAssertEqual(selection(field), 0..<0)
        keyboard.press(.keyboardRightArrow, holding: [.keyboardLeftGUI, .keyboardLeftShift])
        XCTAssertEqual(selection(field), 0..<5)
    }

    func test_commandA_selectsAll_andTypingReplacesIt() async {
        let field = makeField("old text")
        field.becomeFirstResponder()
        keyboard.press(.keyboardA, holding: [.keyboardLeftGUI])
        XCTAssertEqual(selection(field), 0..<8)
        keyboard.type("new")
        XCTAssertEqual(field.text, "new")
    }

    func test_returnKey_sendsEditingDidEndOnExit() async {
        let field = makeField("x")
        var submitted = 0
        field.addAction(UIAction { _ in submitted += 1 }, for: .editingDidEndOnExit)
        field.becomeFirstResponder()
        keyboard.press(.keyboardReturnOrEnter)
        XCTAssertEqual(submitted, 1)
        XCTAssertEqual(field.text, "x")
    }

    func test_tab_movesFocusToNextFieldByPosition() async {
        let lowerLeft = makeField(y: 200)
        let top = makeField(y: 100)
        let lowerRight = makeField(y: 200, x: 200)
        top.becomeFirstResponder()
        keyboard.press(.keyboardTab)
        XCTAssertTrue(lowerLeft.isFirstResponder)
        keyboard.press(.keyboardTab)
        XCTAssertTrue(lowerRight.isFirstResponder)
        keyboard.press(.keyboardTab)
        XCTAssertTrue(top.isFirstResponder, "the order wraps around")
    }

    func test_shiftTab_movesFocusBack() async {
        let first = makeField(y: 100)
        let second = makeField(y: 200)
        second.becomeFirstResponder()
        keyboard.press(.keyboardTab, holding: [.keyboardLeftShift])
        XCTAssertTrue(first.isFirstResponder)
        XCTAssertEqual(first.text, "")
    }
}
