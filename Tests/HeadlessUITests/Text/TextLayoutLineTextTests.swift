import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// The text of laid-out lines when clusters span several bytes (accents, emoji, tabs, ideographic
/// spaces): each line's text is exactly the clusters it holds.
@MainActor
final class TextLayoutLineTextTests: HeadlessTestCase {
    private let font = UIFont.systemFont(ofSize: 17)

    func test_wrappedLines_holdMultiByteClustersWhole() async {
        let text = "héllo wörld 👍🏽 e\u{301}tude 🇫🇷 done"
        let layout = TextLayout(text: text, font: font, width: font.width(of: "wörld 👍🏽"))
        XCTAssertGreaterThan(layout.lines.count, 2)
        XCTAssertEqual(layout.lines.map(\.text).joined(separator: " "), text)
    }

    func test_tailTruncation_keepsMultiByteClustersBeforeTheEllipsis() async {
        let layout = TextLayout(
            text: "👍🏽é👍🏽é👍🏽é👍🏽é👍🏽é", font: font, width: font.width(of: "👍🏽é👍🏽…"),
            numberOfLines: 1, lineBreakMode: .byTruncatingTail
        )
        XCTAssertEqual(layout.lines.map(\.text), ["👍🏽é👍🏽…"])
    }

    func test_tabsAndIdeographicSpaces_areBreakOpportunities() async {
        let layout = TextLayout(text: "alpha\tbeta\u{3000}gamma", font: font, width: font.width(of: "alpha\tbet"))
        XCTAssertEqual(layout.lines.map(\.text), ["alpha", "beta", "gamma"])
    }
}
