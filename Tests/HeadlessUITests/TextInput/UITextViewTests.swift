import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
private final class TextViewRecorder: UITextViewDelegate {
    var calls: [String] = []
    var allowsChange = true
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange"); return allowsChange
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
}

@MainActor
final class UITextViewTests: HeadlessTestCase {
    private func makeTextView(_ text: String = "") -> UITextView {
        let view = UITextView(frame: .zero)
        view.text = text
        return place(view, frame: CGRect(x: 0, y: 100, width: 200, height: 150))
    }

    private func caret(_ view: UITextView) -> Int {
        view.offset(from: view.beginningOfDocument, to: view.selectedTextRange!.start)
    }

    func test_return_insertsNewline() async {
        let view = makeTextView("a")
        view.becomeFirstResponder()
        view.insertText("\n")
        view.insertText("b")
        XCTAssertEqual(view.text, "a\nb")
    }

    func test_delegate_seesShouldChangeThenDidChange() async {
        let view = makeTextView()
        let delegate = TextViewRecorder()
        view.delegate = delegate
        view.becomeFirstResponder()
        view.insertText("x")
        XCTAssertEqual(delegate.calls, ["shouldBegin", "didBegin", "shouldChange", "didChange"])
    }

    func test_shouldChangeTextIn_refusing_keepsText() async {
        let view = makeTextView("a")
        let delegate = TextViewRecorder()
        delegate.allowsChange = false
        view.delegate = delegate
        view.becomeFirstResponder()
        view.insertText("\n")
        XCTAssertEqual(view.text, "a")
        XCTAssertFalse(delegate.calls.contains("didChange"))
    }

    func test_programmaticText_callsNoDidChange() async {
        let view = makeTextView()
        let delegate = TextViewRecorder()
        view.delegate = delegate
        view.text = "set"
        XCTAssertEqual(delegate.calls, [])
    }

    func test_tapOnSecondLine_putsCaretOnThatLine() async {
        let view = makeTextView("first\nsecond")
        let font = UIFont.systemFont(ofSize: 12)
        let x = UITextView.lineFragmentPadding + font.caretOffsets(for: "second")[3]
        let y = 100 + view.textContainerInset.top + font.lineHeight * 1.5
        fingers.tap(CGPoint(x: x, y: y))
        XCTAssertTrue(view.isFirstResponder)
        XCTAssertEqual(caret(view), 6 + 3)
    }

    func test_nonEditableView_cannotBecomeFirstResponder() async {
        let view = makeTextView("read only")
        view.isEditable = false
        XCTAssertFalse(view.becomeFirstResponder())
        view.insertText("x")
        XCTAssertEqual(view.text, "read only")
    }

    func test_accessibilityValue_isText() async {
        let view = makeTextView("notes")
        XCTAssertTrue(view.isAccessibilityElement)
        XCTAssertEqual(view.accessibilityValue, "notes")
    }

    func test_deleteBackward_joinsLines() async {
        let view = makeTextView("a\nb")
        view.becomeFirstResponder()
        view.selectedTextRange = view.textRange(from: view.position(from: view.beginningOfDocument, offset: 2)!,
                                                to: view.position(from: view.beginningOfDocument, offset: 2)!)
        view.deleteBackward()
        XCTAssertEqual(view.text, "ab")
    }
}
