import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class AttributedTextTests: HeadlessTestCase {
    private func styled(_ text: String, font: UIFont, color: UIColor, alignment: NSTextAlignment) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        style.lineSpacing = 4
        return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: color, .paragraphStyle: style])
    }

    func test_labelAttributedText_setsTextAndTheStyleAtLocationZero() async {
        let label = UILabel()
        let font = UIFont.boldSystemFont(ofSize: 30)
        label.attributedText = styled("Total", font: font, color: .red, alignment: .center)
        XCTAssertEqual(label.text, "Total")
        XCTAssertEqual(label.font, font)
        XCTAssertEqual(label.textColor, .red)
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.attributedText?.string, "Total")
        let style = label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        XCTAssertEqual(style?.lineSpacing, 4, "the attributed text reads back as it was set")
        XCTAssertEqual(label.intrinsicContentSize.height, font.lineHeight, accuracy: 1, "sized in the adopted font")
    }

    func test_labelAttributedText_drawsInTheAdoptedColour() async {
        let label = place(UILabel(), frame: CGRect(x: 0, y: 100, width: 200, height: 60))
        label.backgroundColor = .white
        label.attributedText = NSAttributedString(
            string: "█████", attributes: [.font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.red])
        let image = label.snapshotImage(scale: 1)
        let ink = (0..<200).compactMap { image.pixel(x: $0, y: 30) }.filter { $0.red > 200 && $0.green < 60 && $0.blue < 60 }
        XCTAssertFalse(ink.isEmpty, "the text is drawn red")
    }

    func test_labelText_afterAttributedText_readsBackInTheLabelStyle() async {
        let label = UILabel()
        label.attributedText = styled("Old", font: .systemFont(ofSize: 20), color: .blue, alignment: .right)
        label.text = "New"
        XCTAssertEqual(label.attributedText?.string, "New")
        XCTAssertEqual(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .blue)
        label.attributedText = nil
        XCTAssertNil(label.text)
        XCTAssertNil(label.attributedText)
    }

    func test_mixedRuns_areKeptAndReportedAsARuntimeIssue() async {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "Sale 50%", attributes: [.foregroundColor: UIColor.black])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 5, length: 3))
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 5, length: 3))
        label.attributedText = text
        XCTAssertEqual(label.textColor, .black)
        XCTAssertEqual(label.attributedText?.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor, .red)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues[0])".contains("attributedText"), "\(issues[0])")
    }

    func test_textFieldAttributedPlaceholderAndText_setTheirStrings() async {
        let field = UITextField()
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.gray])
        XCTAssertEqual(field.placeholder, "Email")
        XCTAssertEqual(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .gray)
        field.placeholder = "Name"
        XCTAssertEqual(field.attributedPlaceholder?.string, "Name")
        field.attributedText = NSAttributedString(string: "ann@example.com", attributes: [.foregroundColor: UIColor.green])
        XCTAssertEqual(field.text, "ann@example.com")
        XCTAssertEqual(field.textColor, .green)
    }

    func test_textViewAttributedText_setsTextFontAndAlignment() async {
        let textView = UITextView()
        let font = UIFont.italicSystemFont(ofSize: 15)
        textView.attributedText = styled("Notes", font: font, color: .purple, alignment: .justified)
        XCTAssertEqual(textView.text, "Notes")
        XCTAssertEqual(textView.font, font)
        XCTAssertEqual(textView.textColor, .purple)
        XCTAssertEqual(textView.textAlignment, .justified)
        textView.text = "More"
        XCTAssertEqual(textView.attributedText.string, "More")
    }

    func test_paragraphStyles_copyAndCompareByValue() async {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingMiddle
        let copy = style.copy() as? NSParagraphStyle
        XCTAssertEqual(copy, style)
        XCTAssertEqual(copy?.alignment, .center)
        style.alignment = .left
        XCTAssertNotEqual(copy, style, "the copy does not follow later changes")
        XCTAssertEqual(NSParagraphStyle.default.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(NSUnderlineStyle.double.rawValue, 9)
    }
}
