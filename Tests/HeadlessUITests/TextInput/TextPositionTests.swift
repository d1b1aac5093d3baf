import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// The UTF-16 position model of ``UITextInput`` seen through a text field.
@MainActor
final class TextPositionTests: HeadlessTestCase {
    func test_offsets_countUTF16Units() async {
        let field = UITextField(frame: .zero)
        field.text = "a😀b"
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 4)
    }

    func test_positionOutsideDocument_isNil() async {
        let field = UITextField(frame: .zero)
        field.text = "abc"
        XCTAssertNil(field.position(from: field.endOfDocument, offset: 1))
        XCTAssertNil(field.position(from: field.beginningOfDocument, offset: -1))
    }

    func test_textInRange_andReplace() async {
        let field = UITextField(frame: .zero)
        field.text = "hello world"
        let start = field.position(from: field.beginningOfDocument, offset: 6)!
        let range = field.textRange(from: field.endOfDocument, to: start)!
        XCTAssertEqual(field.text(in: range), "world")
        field.replace(range, withText: "there")
        XCTAssertEqual(field.text, "hello there")
    }

    func test_selectionOutsideDocument_isReportedAndIgnored() async {
        let field = UITextField(frame: .zero)
        field.text = "ab"
        let other = UITextField(frame: .zero)
        other.text = "abcdef"
        field.selectedTextRange = other.textRange(from: other.beginningOfDocument, to: other.endOfDocument)
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), 2)
    }

    func test_selectionInsideEmoji_snapsToCharacterBoundary() async {
        let field = UITextField(frame: .zero)
        field.text = "😀"
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 1)!,
                                                  to: field.position(from: field.beginningOfDocument, offset: 1)!)
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), 0)
    }
}
