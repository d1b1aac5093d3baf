import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Edits near the caret, checked against the text measured afresh: grapheme clusters regroup across
/// the edit, UTF-16 offsets stay consistent, and every caret position equals the one
/// `UIFont.caretOffsets(for:)` gives for the whole resulting text (kerning included).
@MainActor
final class TextFieldEditingGeometryTests: HeadlessTestCase {
    private func makeField(_ text: String) -> UITextField {
        let field = UITextField(frame: .zero)
        field.textAlignment = .left
        field.text = text
        place(field, frame: CGRect(x: 20, y: 100, width: 600, height: 34))
        XCTAssertTrue(field.becomeFirstResponder())
        return field
    }

    private func offset(_ field: UITextField, _ position: UITextPosition) -> Int {
        field.offset(from: field.beginningOfDocument, to: position)
    }

    private func selection(_ field: UITextField) -> Range<Int> {
        let range = field.selectedTextRange!
        return offset(field, range.start)..<offset(field, range.end)
    }

    private func select(_ field: UITextField, _ range: Range<Int>) {
        let start = field.position(from: field.beginningOfDocument, offset: range.lowerBound)!
        let end = field.position(from: field.beginningOfDocument, offset: range.upperBound)!
        field.selectedTextRange = field.textRange(from: start, to: end)
    }

    /// Every UTF-16 offset's caret sits where a fresh measurement of `drawn` puts the cluster
    /// boundary at or before it, to the bit.
    private func assertCaretsMatchFreshMeasurement(
        _ field: UITextField, drawn: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        let text = field.text ?? ""
        let measured = field.font.caretOffsets(for: drawn ?? text)
        var boundaries = [0]
        for character in text { boundaries.append(boundaries[boundaries.count - 1] + character.utf16.count) }
        XCTAssertEqual(measured.count, boundaries.count, "one caret offset per boundary", file: file, line: line)
        let originX = field.textRect(forBounds: field.bounds).minX
        for utf16Offset in 0...boundaries[boundaries.count - 1] {
            let cluster = boundaries.lastIndex { $0 <= utf16Offset }!
            let position = field.position(from: field.beginningOfDocument, offset: utf16Offset)!
            let expected = originX + measured[cluster] - 1
            XCTAssertEqual(field.caretRect(for: position).minX, expected, "caret at UTF-16 offset \(utf16Offset)", file: file, line: line)
        }
    }

    func test_combiningMarkTypedAfterLetter_joinsItsCluster() async {
        let field = makeField("cafe")
        field.insertText("\u{301}")
        XCTAssertEqual(field.text, "cafe\u{301}")
        XCTAssertEqual(selection(field), 5..<5)
        field.deleteBackward()
        XCTAssertEqual(field.text, "caf", "the accented letter is deleted as one character")
    }

    func test_combiningMarkTypedAfterLetter_caretsMatchFreshMeasurement() async {
        let field = makeField("cafe")
        field.insertText("\u{301}")
        assertCaretsMatchFreshMeasurement(field)
    }

    func test_skinToneTypedAfterEmoji_extendsTheEmoji() async {
        let field = makeField("ab👍")
        field.insertText("🏽")
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 6)
        assertCaretsMatchFreshMeasurement(field)
        field.deleteBackward()
        XCTAssertEqual(field.text, "ab")
    }

    func test_typingThroughKerningPair_caretsMatchFreshMeasurement() async {
        let field = makeField("")
        for letter in ["A", "V", "A", "W", "A", "T", "o"] { field.insertText(letter) }
        XCTAssertEqual(field.text, "AVAWATo")
        assertCaretsMatchFreshMeasurement(field)
    }

    func test_insertingBetweenKerningPair_unkernsIt() async {
        let field = makeField("AVA")
        select(field, 1..<1)
        field.insertText(".")
        XCTAssertEqual(field.text, "A.VA")
        assertCaretsMatchFreshMeasurement(field)
    }

    func test_deletingBetweenKerningPair_kernsItAgain() async {
        let field = makeField("A.VA")
        select(field, 2..<2)
        field.deleteBackward()
        XCTAssertEqual(field.text, "AVA")
        assertCaretsMatchFreshMeasurement(field)
        XCTAssertLessThan(field.caretRect(for: field.endOfDocument).minX,
                          field.textRect(forBounds: field.bounds).minX + field.font.width(of: "A") + field.font.width(of: "VA") - 1)
    }

    func test_editsAroundSurrogatePairs_keepUTF16Offsets() async {
        let field = makeField("a😀b")
        select(field, 3..<3)
        field.insertText("é")
        XCTAssertEqual(field.text, "a😀éb")
        XCTAssertEqual(selection(field), 4..<4)
        XCTAssertEqual(offset(field, field.endOfDocument), 5)
        let start = field.position(from: field.beginningOfDocument, offset: 1)!
        let end = field.position(from: field.beginningOfDocument, offset: 3)!
        XCTAssertEqual(field.text(in: field.textRange(from: start, to: end)!), "😀")
    }

    func test_selectionReplacement_putsCaretAfterInsertedText() async {
        let field = makeField("hello world")
        select(field, 6..<11)
        field.insertText("🇫🇷 there")
        XCTAssertEqual(field.text, "hello 🇫🇷 there")
        XCTAssertEqual(selection(field), 16..<16)
        assertCaretsMatchFreshMeasurement(field)
    }

    func test_regionalIndicatorTypedBeforeFlag_regroupsThePairs() async {
        let field = makeField("🇫🇷")
        select(field, 0..<0)
        field.insertText("🇺")
        XCTAssertEqual(field.text, "🇺🇫🇷")
        select(field, 6..<6)
        field.deleteBackward()
        XCTAssertEqual(field.text, "🇺🇫", "the last indicator stands alone after the new pair")
    }

    func test_deleteBackward_removesZWJSequenceInTheMiddle() async {
        let field = makeField("a👨‍👩‍👧b")
        select(field, 9..<9)
        field.deleteBackward()
        XCTAssertEqual(field.text, "ab")
        XCTAssertEqual(selection(field), 1..<1)
        assertCaretsMatchFreshMeasurement(field)
    }

    func test_forwardDelete_removesDecomposedLetter() async {
        let field = makeField("e\u{301}x")
        select(field, 0..<0)
        field.replace(
            field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 2)!)!, withText: ""
        )
        XCTAssertEqual(field.text, "x")
        assertCaretsMatchFreshMeasurement(field)
    }

    func test_secureTyping_caretsMatchBulletMeasurement() async {
        let field = makeField("")
        field.isSecureTextEntry = true
        for letter in ["p", "a", "é", "👍🏽"] { field.insertText(letter) }
        assertCaretsMatchFreshMeasurement(field, drawn: "••••")
    }

    func test_fontChangeAfterTyping_caretsMatchNewFont() async {
        let field = makeField("Wave")
        field.insertText("s")
        field.font = .boldSystemFont(ofSize: 23)
        assertCaretsMatchFreshMeasurement(field)
    }

    func test_manyEditsInTheMiddle_caretsMatchFreshMeasurement() async {
        let field = makeField("To AVoid WAter")
        select(field, 5..<5)
        field.insertText("x")
        field.deleteBackward()
        field.deleteBackward()
        field.insertText("😀\u{301}")
        select(field, 0..<3)
        field.insertText("Ta")
        XCTAssertEqual(field.text, "TaA😀\u{301}oid WAter")
        assertCaretsMatchFreshMeasurement(field)
    }

    func test_textViewTypingCombiningMark_joinsItsCluster() async {
        let view = UITextView(frame: .zero)
        view.text = "line\nnaive"
        place(view, frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        XCTAssertTrue(view.becomeFirstResponder())
        let start = view.position(from: view.beginningOfDocument, offset: 8)!
        view.selectedTextRange = view.textRange(from: start, to: start)
        view.insertText("\u{308}")
        XCTAssertEqual(view.text, "line\nnai\u{308}ve")
        view.deleteBackward()
        XCTAssertEqual(view.text, "line\nnave")
    }
}
