import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class TextInputTraitsTests: HeadlessTestCase {
    func test_smartTraits_defaultToTheSystemDecidingOnFieldsAndTextViews() async {
        let field = UITextField()
        let textView = UITextView()
        XCTAssertEqual(field.spellCheckingType, .default)
        XCTAssertEqual(field.smartQuotesType, .default)
        XCTAssertEqual(field.smartDashesType, .default)
        XCTAssertEqual(field.smartInsertDeleteType, .default)
        XCTAssertEqual(textView.spellCheckingType, .default)
        XCTAssertEqual(textView.smartQuotesType, .default)
        XCTAssertEqual(textView.smartDashesType, .default)
        XCTAssertEqual(textView.smartInsertDeleteType, .default)
    }

    func test_smartTraits_haveUIKitsRawValues() async {
        XCTAssertEqual(UITextSpellCheckingType.allCases.map(\.rawValue), [0, 1, 2])
        XCTAssertEqual(UITextSmartQuotesType.yes.rawValue, 2)
        XCTAssertEqual(UITextSmartDashesType.no.rawValue, 1)
        XCTAssertEqual(UITextSmartInsertDeleteType(rawValue: 0), .default)
    }

    func test_smartTraits_areKeptAndTypedTextIsInsertedAsTyped() async {
        let field = place(UITextField(), frame: CGRect(x: 10, y: 100, width: 200, height: 34))
        field.spellCheckingType = .yes
        field.smartQuotesType = .yes
        field.smartDashesType = .yes
        field.smartInsertDeleteType = .no
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("\"a\" -- b")
        XCTAssertEqual(field.text, "\"a\" -- b")
        XCTAssertEqual(field.spellCheckingType, .yes)
        XCTAssertEqual(field.smartQuotesType, .yes)
        XCTAssertEqual(field.smartDashesType, .yes)
        XCTAssertEqual(field.smartInsertDeleteType, .no)
    }

    func test_textViewSmartTraits_areKept() async {
        let textView = UITextView()
        textView.spellCheckingType = .no
        textView.smartQuotesType = .no
        textView.smartDashesType = .no
        textView.smartInsertDeleteType = .yes
        XCTAssertEqual(
            [textView.spellCheckingType.rawValue, textView.smartQuotesType.rawValue, textView.smartDashesType.rawValue,
             textView.smartInsertDeleteType.rawValue],
            [1, 1, 1, 2]
        )
    }
}
