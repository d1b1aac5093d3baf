import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITextFieldTests: HeadlessTestCase {
    private func makeField(_ text: String = "", frame: CGRect = CGRect(x: 20, y: 100, width: 200, height: 34)) -> UITextField {
        let field = UITextField(frame: .zero)
        field.text = text
        return place(field, frame: frame)
    }

    func test_defaults_matchUIKit() async {
        let field = UITextField(frame: .zero)
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.font, UIFont.systemFont(ofSize: 17))
        XCTAssertEqual(field.textAlignment, .natural)
        XCTAssertEqual(field.borderStyle, .none)
        XCTAssertEqual(field.clearButtonMode, .never)
        XCTAssertNil(field.markedTextRange)
    }

    func test_editingEvents_followUIKitOrder() async {
        let field = makeField()
        let delegate = TextFieldRecorder()
        field.delegate = delegate
        let events = ControlEventRecorder(field, only: [.editingDidBegin, .editingChanged, .editingDidEnd])
        field.addAction(UIAction { _ in delegate.calls.append("editingDidBegin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in delegate.calls.append("editingChanged") }, for: .editingChanged)
        field.addAction(UIAction { _ in delegate.calls.append("editingDidEnd") }, for: .editingDidEnd)
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("a")
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(delegate.calls, [
            "shouldBegin", "didBegin", "editingDidBegin", "shouldChange", "editingChanged",
            "shouldEnd", "didEnd", "editingDidEnd",
        ])
        XCTAssertEqual(events.events, ["editingDidBegin", "editingChanged", "editingDidEnd"])
    }

    func test_shouldBeginEditing_refusing_keepsFieldInactive() async {
        let field = makeField()
        let delegate = TextFieldRecorder()
        delegate.allowsBegin = false
        field.delegate = delegate
        fingers.tap(CGPoint(x: 120, y: 117))
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(field.isEditing)
    }

    func test_shouldEndEditing_refusing_keepsFieldFirstResponder() async {
        let field = makeField()
        let delegate = TextFieldRecorder()
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.allowsEnd = false
        XCTAssertFalse(field.resignFirstResponder())
        XCTAssertTrue(field.isEditing)
    }

    func test_programmaticText_sendsNoEditingChanged_andMovesCaretToEnd() async {
        let field = makeField()
        field.becomeFirstResponder()
        let events = ControlEventRecorder(field, only: [.editingChanged])
        field.text = "hello"
        XCTAssertEqual(events.events, [])
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), 5)
    }

    func test_shouldChangeCharacters_refusing_keepsText() async {
        let field = makeField("12")
        let delegate = TextFieldRecorder()
        field.delegate = delegate
        field.becomeFirstResponder()
        let events = ControlEventRecorder(field, only: [.editingChanged])
        delegate.allowsChange = false
        field.insertText("3")
        field.deleteBackward()
        XCTAssertEqual(field.text, "12")
        XCTAssertEqual(events.events, [])
        XCTAssertEqual(delegate.changes.map(\.0), [NSRange(location: 2, length: 0), NSRange(location: 1, length: 1)])
        XCTAssertEqual(delegate.changes.map(\.1), ["3", ""])
    }

    func test_shouldChangeCharacters_rangesAreUTF16() async {
        let field = makeField("😀")
        let delegate = TextFieldRecorder()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.insertText("x")
        XCTAssertEqual(delegate.changes.first?.0, NSRange(location: 2, length: 0))
    }

    func test_return_whenShouldReturnRefuses_sendsNoEditingDidEndOnExit() async {
        let field = makeField()
        let delegate = TextFieldRecorder()
        delegate.allowsReturn = false
        field.delegate = delegate
        let events = ControlEventRecorder(field, only: [.editingDidEndOnExit])
        field.becomeFirstResponder()
        field.insertText("\n")
        XCTAssertEqual(events.events, [])
        XCTAssertEqual(field.text, "")
        XCTAssertTrue(field.isFirstResponder)
    }

    func test_return_whenShouldReturnAgrees_sendsEditingDidEndOnExitAndResigns() async {
        let field = makeField()
        let delegate = TextFieldRecorder()
        field.delegate = delegate
        var submitted = 0
        field.addAction(UIAction { _ in submitted += 1 }, for: .editingDidEndOnExit)
        field.becomeFirstResponder()
        field.insertText("\n")
        XCTAssertEqual(submitted, 1)
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertEqual(field.text, "")
    }

    func test_return_withoutEndOnExitAction_keepsFirstResponder() async {
        let field = makeField()
        field.becomeFirstResponder()
        field.insertText("\n")
        XCTAssertTrue(field.isFirstResponder)
    }

    func test_secureField_accessibilityValueIsOneBulletPerCharacter() async {
        let field = makeField("pässwörd")
        field.isSecureTextEntry = true
        XCTAssertEqual(field.accessibilityValue, "••••••••")
    }

    func test_secureField_reEditing_replacesWholeTextOnFirstKeystroke() async {
        let field = makeField("secret")
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        field.insertText("x")
        XCTAssertEqual(field.text, "x")
        field.insertText("y")
        XCTAssertEqual(field.text, "xy")
    }

    func test_emptyField_accessibilityValueIsPlaceholder() async {
        let field = makeField()
        field.placeholder = "Email"
        XCTAssertEqual(field.accessibilityValue, "Email")
        XCTAssertEqual(field.accessibilityPlaceholderValue, "Email")
        field.text = "a@b.c"
        XCTAssertEqual(field.accessibilityValue, "a@b.c")
    }

    func test_disabledField_hasNotEnabledTraitAndIgnoresTaps() async {
        let field = makeField("x")
        field.isEnabled = false
        XCTAssertTrue(field.accessibilityTraits.contains(.notEnabled))
        fingers.tap(CGPoint(x: 120, y: 117))
        XCTAssertFalse(field.isFirstResponder)
    }

    func test_clearButton_whileEditing_tapClearsText() async {
        let field = makeField("hello")
        field.clearButtonMode = .whileEditing
        let events = ControlEventRecorder(field, only: [.editingChanged])
        XCTAssertTrue(field.clearButtonRect(forBounds: field.bounds).maxX <= field.bounds.maxX)
        field.becomeFirstResponder()
        let rect = field.convert(field.clearButtonRect(forBounds: field.bounds), to: nil)
        fingers.tap(CGPoint(x: rect.midX, y: rect.midY))
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(events.events, ["editingChanged"])
    }

    func test_clearButton_hiddenWhenNotEditing_soTapPlacesCaret() async {
        let field = makeField("hello")
        field.clearButtonMode = .whileEditing
        let rect = field.convert(field.clearButtonRect(forBounds: field.bounds), to: nil)
        fingers.tap(CGPoint(x: rect.midX, y: rect.midY))
        XCTAssertEqual(field.text, "hello")
        XCTAssertTrue(field.isEditing)
    }

    func test_clearButton_shouldClearRefusing_keepsText() async {
        let field = makeField("hello")
        field.clearButtonMode = .always
        let delegate = TextFieldRecorder()
        field.delegate = delegate
        delegate.allowsClear = false
        let rect = field.convert(field.clearButtonRect(forBounds: field.bounds), to: nil)
        fingers.tap(CGPoint(x: rect.midX, y: rect.midY))
        XCTAssertEqual(field.text, "hello")
        XCTAssertEqual(delegate.calls, ["shouldClear"])
    }

    func test_clearButton_narrowsTextRect() async {
        let field = makeField("hello")
        let wide = field.textRect(forBounds: field.bounds)
        field.clearButtonMode = .always
        XCTAssertLessThan(field.textRect(forBounds: field.bounds).width, wide.width)
    }

    func test_clearsOnBeginEditing_asksShouldClear() async {
        let field = makeField("old")
        field.clearsOnBeginEditing = true
        let delegate = TextFieldRecorder()
        field.delegate = delegate
        field.becomeFirstResponder()
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(delegate.calls, ["shouldBegin", "shouldClear", "didBegin"])
    }

    func test_endEditingForce_resignsWithoutAsking() async {
        let field = makeField()
        let delegate = TextFieldRecorder()
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.allowsEnd = false
        delegate.calls = []
        XCTAssertTrue(window.endEditing(true))
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertEqual(delegate.calls, ["didEnd"])
    }

    func test_endEditingWithoutForce_asksShouldEnd() async {
        let field = makeField()
        let delegate = TextFieldRecorder()
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.allowsEnd = false
        XCTAssertFalse(window.endEditing(false))
        XCTAssertTrue(field.isFirstResponder)
    }

    func test_removingFromWindow_endsEditing() async {
        let field = makeField()
        let delegate = TextFieldRecorder()
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.allowsEnd = false
        field.removeFromSuperview()
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(delegate.calls.last, "didEnd")
    }

    func test_inputAccessoryView_isStored() async {
        let field = makeField()
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        field.inputAccessoryView = toolbar
        let responder: UIResponder = field
        XCTAssertTrue(responder.inputAccessoryView === toolbar)
    }

    func test_leftView_shiftsTextRect() async {
        let field = makeField("x")
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftViewMode = .always
        XCTAssertEqual(field.textRect(forBounds: field.bounds).minX, 30)
        XCTAssertEqual(field.leftViewRect(forBounds: field.bounds), CGRect(x: 0, y: 7, width: 30, height: 20))
    }
}
