import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class AttributedStringMeasurementTests: HeadlessTestCase {
    private let accuracy: CGFloat = 1e-9

    func test_boundingRect_wrapsLikeALabelOfTheSameWidth() async {
        let font = UIFont.systemFont(ofSize: 17)
        let text = NSAttributedString(string: "The quick brown fox jumps over the lazy dog", attributes: [.font: font])
        let rect = text.boundingRect(
            with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading],
            context: nil
        )
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = text
        let fitting = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertGreaterThan(rect.height, font.lineHeight * 2, "the sentence wraps onto several lines")
        XCTAssertEqual(rect.height, fitting.height, accuracy: 1.0 / 3, "the label rounds up to whole pixels")
        XCTAssertLessThanOrEqual(rect.width, 120)
        XCTAssertEqual(rect.origin, CGPoint.zero)
    }

    func test_boundingRect_withoutLineFragmentOriginIsOneLine() async {
        let font = UIFont.boldSystemFont(ofSize: 20)
        let text = NSAttributedString(string: "Hello brave new world", attributes: [.font: font])
        let rect = text.boundingRect(with: CGSize(width: 30, height: 30), options: [], context: NSStringDrawingContext())
        XCTAssertEqual(rect.size, "Hello brave new world".size(withAttributes: [.font: font]))
    }

    func test_boundingRect_truncatesLastVisibleLineStopsAtTheHeight() async {
        let font = UIFont.systemFont(ofSize: 15)
        let text = NSAttributedString(string: "one two three four five six seven", attributes: [.font: font])
        let rect = text.boundingRect(
            with: CGSize(width: font.width(of: "one two"), height: font.lineHeight * 2.5),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil
        )
        XCTAssertEqual(rect.height, 2 * font.lineHeight, accuracy: accuracy)
    }

    func test_boundingRect_ofAStringWithoutAFontUsesTwelvePoints() async {
        let rect = NSAttributedString(string: "Hi").boundingRect(with: .zero, options: [], context: nil)
        XCTAssertEqual(rect.height, UIFont.systemFont(ofSize: 12).lineHeight, accuracy: accuracy)
        XCTAssertEqual(NSAttributedString(string: "").size().width, 0)
    }

    func test_size_isTheOneLineSizeInTheFontAtLocationZero() async {
        let font = UIFont.systemFont(ofSize: 24)
        let text = NSMutableAttributedString(string: "Total", attributes: [.font: font])
        XCTAssertEqual(text.size(), "Total".size(withAttributes: [.font: font]))
    }
}
