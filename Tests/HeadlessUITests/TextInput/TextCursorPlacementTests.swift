import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class TextCursorPlacementTests: HeadlessTestCase {
    private func caretOffset(_ field: UITextField) -> Int? {
        guard let range = field.selectedTextRange, range.isEmpty else { return nil }
        return field.offset(from: field.beginningOfDocument, to: range.start)
    }

    /// The boundary nearest to `x` among `origin + offsets`.
    private func nearest(_ offsets: [CGFloat], origin: CGFloat, x: CGFloat) -> Int {
        offsets.indices.min { abs(origin + offsets[$0] - x) < abs(origin + offsets[$1] - x) }!
    }

    private func makeField(_ text: String, alignment: NSTextAlignment, width: CGFloat) -> UITextField {
        let field = UITextField(frame: .zero)
        field.text = text
        field.textAlignment = alignment
        return place(field, frame: CGRect(x: 0, y: 100, width: width, height: 34))
    }

    func test_rightAlignedField_tapInCentrePutsCaretMidText_andTwoDeletesRemoveTheTwoCharactersBeforeIt() async {
        let font = UIFont.systemFont(ofSize: 17)
        let offsets = font.caretOffsets(for: "189.07")
        let width = (offsets.last! + 8).rounded(.up)
        let field = makeField("189.07", alignment: .right, width: width)
        fingers.tap(CGPoint(x: width / 2, y: 117))
        let expected = nearest(offsets, origin: width - offsets.last!, x: width / 2)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(caretOffset(field), expected)
        XCTAssertTrue((1...5).contains(expected), "the caret should land inside the text, not at an end")
        field.deleteBackward()
        field.deleteBackward()
        var remaining = Array("189.07")
        remaining.removeSubrange((expected - 2)..<expected)
        XCTAssertEqual(field.text, String(remaining))
    }

    func test_leftAlignedField_tapPutsCaretAtNearestBoundary() async {
        let field = makeField("hello world", alignment: .left, width: 200)
        let offsets = UIFont.systemFont(ofSize: 17).caretOffsets(for: "hello world")
        let x = offsets[3] + 1
        fingers.tap(CGPoint(x: x, y: 117))
        XCTAssertEqual(caretOffset(field), 3)
    }

    func test_centredField_tapPutsCaretAtNearestBoundary() async {
        let field = makeField("abcdef", alignment: .center, width: 200)
        let offsets = UIFont.systemFont(ofSize: 17).caretOffsets(for: "abcdef")
        let origin = 100 - offsets.last! / 2
        let x = origin + offsets[2] - 1
        fingers.tap(CGPoint(x: x, y: 117))
        XCTAssertEqual(caretOffset(field), nearest(offsets, origin: origin, x: x))
        XCTAssertEqual(caretOffset(field), 2)
    }

    func test_rightAlignedField_tapLeftOfTextPutsCaretAtStart() async {
        let field = makeField("42", alignment: .right, width: 200)
        fingers.tap(CGPoint(x: 20, y: 117))
        XCTAssertEqual(caretOffset(field), 0)
    }

    func test_editingField_tapMovesCaret() async {
        let field = makeField("hello", alignment: .left, width: 200)
        field.becomeFirstResponder()
        XCTAssertEqual(caretOffset(field), 5)
        fingers.tap(CGPoint(x: 1, y: 117))
        XCTAssertEqual(caretOffset(field), 0)
    }

    func test_doubleTap_selectsWord() async {
        let field = makeField("hello brave world", alignment: .left, width: 300)
        let offsets = UIFont.systemFont(ofSize: 17).caretOffsets(for: "hello brave world")
        let point = CGPoint(x: offsets[8], y: 117)
        fingers.tap(point)
        fingers.tap(point)
        XCTAssertEqual(field.selectedTextRange.flatMap { field.text(in: $0) }, "brave")
    }

    func test_typing_replacesSelection() async {
        let field = makeField("hello brave world", alignment: .left, width: 300)
        field.becomeFirstResponder()
        let start = field.position(from: field.beginningOfDocument, offset: 6)!
        field.selectedTextRange = field.textRange(from: start, to: field.position(from: start, offset: 5)!)
        field.insertText("new")
        XCTAssertEqual(field.text, "hello new world")
        XCTAssertEqual(caretOffset(field), 9)
    }

    func test_deleteBackward_removesWholeGraphemeBeforeCaret() async {
        let field = makeField("ab👍🏽", alignment: .left, width: 300)
        field.becomeFirstResponder()
        field.deleteBackward()
        XCTAssertEqual(field.text, "ab")
    }

    func test_closestPosition_followsTextRect() async {
        let field = makeField("abc", alignment: .left, width: 200)
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.closestPosition(to: CGPoint(x: UITextField.textInset(for: .roundedRect) + 0.5, y: 17))
            .map { field.offset(from: field.beginningOfDocument, to: $0) }, 0)
        let caret = field.caretRect(for: field.endOfDocument)
        XCTAssertEqual(
            caret.midX, UITextField.textInset(for: .roundedRect) + UIFont.systemFont(ofSize: 17).width(of: "abc"), accuracy: 0.01
        )
    }
}
