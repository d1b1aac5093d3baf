import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class StringMeasurementTests: HeadlessTestCase {
    private let accuracy: CGFloat = 1e-9

    func test_sizeWithAttributes_isTheOneLineWidthAndLineHeight() async {
        let font = UIFont.systemFont(ofSize: 20)
        let size = "Hello".size(withAttributes: [.font: font])
        XCTAssertEqual(size.width, font.width(of: "Hello"), accuracy: accuracy)
        XCTAssertEqual(size.height, font.lineHeight, accuracy: accuracy)
    }

    func test_sizeWithAttributes_defaultsToTwelvePoints() async {
        XCTAssertEqual("Hello".size(withAttributes: nil).height, UIFont.systemFont(ofSize: 12).lineHeight, accuracy: accuracy)
    }

    func test_nsStringSize_matchesString() async {
        let font = UIFont.boldSystemFont(ofSize: 15)
        XCTAssertEqual(("Hi" as NSString).size(withAttributes: [.font: font]), "Hi".size(withAttributes: [.font: font]))
    }

    func test_boundingRect_wrapsWithLineFragmentOrigin() async {
        let font = UIFont.systemFont(ofSize: 17)
        let width = font.width(of: "Hello brave")
        let rect = "Hello brave new world".boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: [.font: font]
        )
        XCTAssertEqual(rect.height, 2 * font.lineHeight, accuracy: accuracy)
        XCTAssertLessThanOrEqual(rect.width, width)
    }

    func test_boundingRect_withoutLineFragmentOriginMeasuresOneLine() async {
        let font = UIFont.systemFont(ofSize: 17)
        let rect = "Hello brave new world".boundingRect(
            with: CGSize(width: 10, height: 1000), options: [], attributes: [.font: font]
        )
        XCTAssertEqual(rect.width, font.width(of: "Hello brave new world"), accuracy: accuracy)
        XCTAssertEqual(rect.height, font.lineHeight, accuracy: accuracy)
    }

    func test_boundingRect_truncatesLastVisibleLineStopsAtTheHeight() async {
        let font = UIFont.systemFont(ofSize: 17)
        let rect = "one two three four five six".boundingRect(
            with: CGSize(width: font.width(of: "one two"), height: font.lineHeight * 2.5),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: [.font: font]
        )
        XCTAssertEqual(rect.height, 2 * font.lineHeight, accuracy: accuracy)
    }
}
