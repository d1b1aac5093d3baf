import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class TextLayoutTests: HeadlessTestCase {
    private let font = UIFont.systemFont(ofSize: 17)
    private let accuracy: CGFloat = 1e-9

    private func layout(
        _ text: String, width: CGFloat, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping,
        alignment: NSTextAlignment = .natural, direction: UIUserInterfaceLayoutDirection = .leftToRight
    ) -> TextLayout {
        TextLayout(
            text: text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode,
            alignment: alignment, layoutDirection: direction
        )
    }

    private func width(_ text: String) -> CGFloat { font.width(of: text) }

    func test_wordWrapping_breaksAfterTheLastWordThatFits() async {
        let result = layout("Hello brave new world", width: width("Hello brave ne"))
        XCTAssertEqual(result.lines.map(\.text), ["Hello brave", "new world"])
        XCTAssertFalse(result.isTruncated)
    }

    func test_wordWrapping_trailingSpacesHangPastTheEdge() async {
        let result = layout("Hello   you", width: width("Hello"))
        XCTAssertEqual(result.lines.map(\.text), ["Hello", "you"])
        XCTAssertEqual(result.lines[0].width, width("Hello"), accuracy: accuracy)
        XCTAssertEqual(result.lines[0].characterRange, 0..<8)
        XCTAssertEqual(result.lines[1].characterRange, 8..<11)
    }

    func test_wordWrapping_textThatFitsStaysOnOneLine() async {
        let result = layout("Hello world", width: width("Hello world"))
        XCTAssertEqual(result.lines.map(\.text), ["Hello world"])
    }

    func test_wordWrapping_wordWiderThanTheLineBreaksByCharacter() async {
        let result = layout("Supercalifragilistic", width: width("Supercal"))
        XCTAssertEqual(result.lines.first?.text, "Supercal")
        XCTAssertEqual(result.lines.map(\.text).joined(), "Supercalifragilistic")
        XCTAssertTrue(result.lines.allSatisfy { $0.width <= width("Supercal") + 1e-9 })
    }

    func test_wordWrapping_breaksAfterAHyphen() async {
        let result = layout("well-known fact", width: width("well-kno"))
        XCTAssertEqual(result.lines.map(\.text), ["well-", "known", "fact"])
    }

    func test_charWrapping_breaksInsideWords() async {
        let result = layout("Hello world", width: width("Hello w"), mode: .byCharWrapping)
        XCTAssertEqual(result.lines.map(\.text), ["Hello w", "orld"])
    }

    func test_newlines_startNewParagraphs() async {
        let result = layout("One\nTwo\n\nFour", width: 1000)
        XCTAssertEqual(result.lines.map(\.text), ["One", "Two", "", "Four"])
    }

    func test_numberOfLines_dropsLinesBeyondTheLimitWhenWordWrapping() async {
        let result = layout("one two three four", width: width("one two"), lines: 1)
        XCTAssertEqual(result.displayedText, "one two")
        XCTAssertTrue(result.isTruncated)
    }

    func test_truncatingTail_endsTheLastLineWithAnEllipsis() async {
        let result = layout("Hello world, how are you?", width: width("Hello wor") + width("…"), lines: 1, mode: .byTruncatingTail)
        XCTAssertEqual(result.displayedText, "Hello wor…")
        XCTAssertTrue(result.isTruncated)
        XCTAssertTrue(result.lines[0].isTruncated)
    }

    func test_truncatingTail_lastOfSeveralLinesTakesTheRestOfTheText() async {
        let result = layout("alpha beta gamma delta", width: width("alpha beta"), lines: 2, mode: .byTruncatingTail)
        XCTAssertEqual(result.lines.count, 2)
        XCTAssertEqual(result.lines[0].text, "alpha beta")
        XCTAssertTrue(result.lines[1].text.hasPrefix("gamma"))
        XCTAssertTrue(result.lines[1].text.hasSuffix("…"))
        XCTAssertLessThanOrEqual(result.lines[1].width, width("alpha beta") + 1e-9)
    }

    func test_truncatingTail_dropsSpaceBeforeTheEllipsis() async {
        let result = layout("Hello world", width: width("Hello ") + width("…"), lines: 1, mode: .byTruncatingTail)
        XCTAssertEqual(result.displayedText, "Hello…")
    }

    func test_truncatingTail_textThatFitsIsNotTruncated() async {
        let result = layout("Hello", width: width("Hello"), lines: 1, mode: .byTruncatingTail)
        XCTAssertEqual(result.displayedText, "Hello")
        XCTAssertFalse(result.isTruncated)
    }

    func test_truncatingHead_startsWithAnEllipsis() async {
        let result = layout("Hello world", width: width("…") + width("world"), lines: 1, mode: .byTruncatingHead)
        XCTAssertEqual(result.displayedText, "…world")
    }

    func test_truncatingMiddle_keepsBothEnds() async {
        let text = "abcdefghijklmnopqrstuvwxyz"
        let result = layout(text, width: width("abcdef…uvwxyz"), lines: 1, mode: .byTruncatingMiddle)
        let shown = result.displayedText
        XCTAssertTrue(shown.hasPrefix("abc"), shown)
        XCTAssertTrue(shown.hasSuffix("xyz"), shown)
        XCTAssertTrue(shown.contains("…"), shown)
        XCTAssertLessThanOrEqual(result.lines[0].width, width("abcdef…uvwxyz") + 1e-9)
    }

    func test_clipping_keepsTheWholeLastLineWiderThanTheWidth() async {
        let result = layout("Hello world", width: width("Hello"), lines: 1, mode: .byClipping)
        XCTAssertEqual(result.displayedText, "Hello world")
        XCTAssertGreaterThan(result.lines[0].width, width("Hello"))
        XCTAssertTrue(result.isTruncated)
    }

    func test_emptyText_hasNoLines() async {
        let result = layout("", width: 100)
        XCTAssertTrue(result.lines.isEmpty)
        XCTAssertEqual(result.size, .zero)
    }

    func test_size_isWidestLineByLineCountTimesLineHeight() async {
        let result = layout("Hello brave new world", width: width("Hello brave ne"))
        XCTAssertEqual(result.size.width, width("Hello brave"), accuracy: accuracy)
        XCTAssertEqual(result.size.height, 2 * font.lineHeight, accuracy: accuracy)
    }

    func test_baselines_areOneLineHeightApartBelowTheAscender() async {
        let result = layout("a\nb\nc", width: 100)
        for (index, line) in result.lines.enumerated() {
            XCTAssertEqual(line.origin.y, CGFloat(index) * font.lineHeight, accuracy: accuracy)
            XCTAssertEqual(line.baseline, line.origin.y + font.ascender, accuracy: accuracy)
        }
    }

    func test_alignment_rightAndCenterOffsetLinesInTheWidth() async {
        let right = layout("Hi", width: 100, alignment: .right)
        XCTAssertEqual(right.lines[0].origin.x, 100 - width("Hi"), accuracy: accuracy)
        let center = layout("Hi", width: 100, alignment: .center)
        XCTAssertEqual(center.lines[0].origin.x, (100 - width("Hi")) / 2, accuracy: accuracy)
        let left = layout("Hi", width: 100, alignment: .left, direction: .rightToLeft)
        XCTAssertEqual(left.lines[0].origin.x, 0)
    }

    func test_alignment_naturalFollowsTheLayoutDirection() async {
        XCTAssertEqual(layout("Hi", width: 100).lines[0].origin.x, 0)
        let rtl = layout("Hi", width: 100, direction: .rightToLeft)
        XCTAssertEqual(rtl.lines[0].origin.x, 100 - width("Hi"), accuracy: accuracy)
    }

    func test_alignment_justifiedStretchesAllButTheLastLineOfAParagraph() async {
        let result = layout("aa bb cc dd", width: width("aa bb c"), alignment: .justified)
        XCTAssertEqual(result.lines.map(\.text), ["aa bb", "cc dd"])
        XCTAssertEqual(result.lines[0].justificationSpacing, width("aa bb c") - width("aa bb"), accuracy: accuracy)
        XCTAssertEqual(result.lines[1].justificationSpacing, 0)
    }

    func test_unlimitedWidth_keepsEachParagraphOnOneLine() async {
        let result = layout("one two three four five six seven", width: .greatestFiniteMagnitude)
        XCTAssertEqual(result.lines.count, 1)
    }

    func test_truncatingTail_marksHiddenLaterParagraphsWithAnEllipsis() async {
        let result = layout("Hello\nWorld", width: 1000, lines: 1, mode: .byTruncatingTail)
        XCTAssertEqual(result.displayedText, "Hello…")
        XCTAssertTrue(result.isTruncated)
    }
}
