import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class TextMeasurementTests: HeadlessTestCase {
    private let font = UIFont.systemFont(ofSize: 17)
    private let accuracy: CGFloat = 1e-9

    func test_width_isTheSumOfDejaVuAdvances() async {
        let expected = DejaVuSans.points(3 * DejaVuSans.advanceOfLowercaseI + DejaVuSans.advanceOfSpace, size: 17)
        XCTAssertEqual(font.width(of: "i ii"), expected, accuracy: accuracy)
    }

    func test_width_narrowGlyphsAreNarrowerThanWideOnes() async {
        XCTAssertLessThan(font.width(of: "ii"), font.width(of: "WW"))
        XCTAssertEqual(font.width(of: "WW"), DejaVuSans.points(2 * DejaVuSans.advanceOfCapitalW, size: 17), accuracy: accuracy)
    }

    func test_width_appliesKerningBetweenAAndV() async {
        let separate = font.width(of: "A") + font.width(of: "V")
        XCTAssertEqual(font.width(of: "AV"), separate + DejaVuSans.points(DejaVuSans.kerningOfAV, size: 17), accuracy: accuracy)
        XCTAssertLessThan(font.width(of: "AV"), separate)
    }

    func test_width_scalesLinearlyWithTheSize() async {
        let text = "Kerning AVAWAY, Ta, 1234!"
        let small = UIFont.systemFont(ofSize: 10).width(of: text)
        let large = UIFont.systemFont(ofSize: 30).width(of: text)
        XCTAssertEqual(large, small * 3, accuracy: 1e-9)
    }

    func test_width_ofEmptyTextIsZero() async {
        XCTAssertEqual(font.width(of: ""), 0)
        XCTAssertEqual(font.caretOffsets(for: ""), [0])
    }

    func test_width_boldIsWiderThanRegular() async {
        XCTAssertGreaterThan(UIFont.boldSystemFont(ofSize: 17).width(of: "Hello"), font.width(of: "Hello"))
    }

    func test_width_newlinesTakeNoWidth() async {
        XCTAssertEqual(font.width(of: "i\ni"), font.width(of: "ii"), accuracy: accuracy)
    }

    func test_width_combiningMarksAddNothingToTheirCluster() async {
        let composed = "\u{E9}"          // é as one scalar
        let decomposed = "e\u{301}"      // e + combining acute
        XCTAssertEqual(font.width(of: decomposed), font.width(of: "e"), accuracy: accuracy)
        XCTAssertEqual(font.caretOffsets(for: composed).count, 2)
        XCTAssertEqual(font.caretOffsets(for: decomposed).count, 2)
    }

    func test_caretOffsets_haveOneBoundaryPerGraphemeCluster() async {
        let text = "a👨‍👩‍👧b"
        XCTAssertEqual(text.count, 3)
        XCTAssertEqual(font.caretOffsets(for: text).count, 4)
    }

    func test_caretOffsets_startAtZeroAreMonotonicAndEndAtTheWidth() async {
        let text = "Hello, AVAW world!"
        let offsets = font.caretOffsets(for: text)
        XCTAssertEqual(offsets.first, 0)
        XCTAssertEqual(offsets.count, text.count + 1)
        XCTAssertEqual(offsets.last!, font.width(of: text), accuracy: accuracy)
        for (left, right) in zip(offsets, offsets.dropFirst()) {
            XCTAssertLessThanOrEqual(left, right)
        }
    }

    func test_caretOffsets_matchPrefixWidths() async {
        let text = "WAVE"
        let offsets = font.caretOffsets(for: text)
        for length in 0...text.count {
            XCTAssertEqual(offsets[length], font.width(of: String(text.prefix(length))), accuracy: accuracy)
        }
    }

    func test_measurement_isStableAcrossRepeatedCalls() async {
        let text = String(repeating: "The quick brown fox ", count: 50)
        XCTAssertEqual(font.width(of: text), font.width(of: text))
        XCTAssertEqual(font.width(of: text), font.width(of: "The quick brown fox ") * 50, accuracy: 1e-9)
    }

    func test_measurement_givesTheSameWidthsFromManyThreads() async {
        let texts = (0..<64).map { "Line \($0): AVAWAY kerning" }
        let serial = texts.map { UIFont.systemFont(ofSize: 13).width(of: $0) }
        let concurrent = await withTaskGroup(of: (Int, CGFloat).self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask { @Sendable in (index, Self.measureOffMain(text)) }
            }
            var widths = [CGFloat](repeating: 0, count: texts.count)
            for await (index, width) in group { widths[index] = width }
            return widths
        }
        XCTAssertEqual(concurrent, serial)
    }

    private nonisolated static func measureOffMain(_ text: String) -> CGFloat {
        UIFont.systemFont(ofSize: 13).width(of: text)
    }
}
