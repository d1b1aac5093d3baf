import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class SoftwareKeyboardTextFieldTests: HeadlessTestCase {
    func test_textField_typesThroughTheKeysWithSentenceCapitalizationAndItsReturnKeyTitle() async {
        let field = place(UITextField(), frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.returnKeyType = .done
        field.becomeFirstResponder()
        waitForKeyboardSlide()
        XCTAssertEqual(app.softwareKeyboard.returnKeyTitle, "done")
        for label in ["H", "i"] { tapKey(label) }
        XCTAssertEqual(field.text, "Hi")
    }

    func test_endEditing_hidesTheKeyboard() async {
        let field = place(UITextField(), frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.becomeFirstResponder()
        waitForKeyboardSlide()
        window.endEditing(true)
        XCTAssertFalse(app.softwareKeyboard.isVisible)
    }
}
