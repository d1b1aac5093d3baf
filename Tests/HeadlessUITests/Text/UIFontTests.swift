import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIFontTests: HeadlessTestCase {
    private let accuracy: CGFloat = 1e-9

    func test_systemFont_metricsAreDejaVuDesignMetricsScaledToTheSize() async {
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(font.pointSize, 17)
        XCTAssertEqual(font.ascender, DejaVuSans.points(DejaVuSans.ascender, size: 17), accuracy: accuracy)
        XCTAssertEqual(font.descender, DejaVuSans.points(DejaVuSans.descender, size: 17), accuracy: accuracy)
        XCTAssertEqual(font.lineHeight, DejaVuSans.points(DejaVuSans.lineHeight, size: 17), accuracy: accuracy)
        XCTAssertEqual(font.capHeight, DejaVuSans.points(DejaVuSans.capHeight, size: 17), accuracy: accuracy)
        XCTAssertEqual(font.xHeight, DejaVuSans.points(DejaVuSans.xHeight, size: 17), accuracy: accuracy)
        XCTAssertEqual(font.leading, 0, accuracy: accuracy)
    }

    func test_systemFont_lineHeightIsAscenderMinusDescenderPlusLeading() async {
        let font = UIFont.systemFont(ofSize: 23)
        XCTAssertEqual(font.lineHeight, font.ascender - font.descender + font.leading, accuracy: accuracy)
    }

    func test_systemFont_namesAreDejaVu() async {
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(font.fontName, "DejaVuSans")
        XCTAssertEqual(font.familyName, "DejaVu Sans")
    }

    func test_systemFontWeight_mapsLightRegularAndBoldToDejaVuFaces() async {
        let expectations: [(UIFont.Weight, String)] = [
            (.ultraLight, "DejaVuSans-ExtraLight"), (.thin, "DejaVuSans-ExtraLight"), (.light, "DejaVuSans-ExtraLight"),
            (.regular, "DejaVuSans"), (.medium, "DejaVuSans"),
            (.semibold, "DejaVuSans-Bold"), (.bold, "DejaVuSans-Bold"), (.heavy, "DejaVuSans-Bold"), (.black, "DejaVuSans-Bold"),
        ]
        for (weight, name) in expectations {
            XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: weight).fontName, name, "weight \(weight.rawValue)")
        }
    }

    func test_fontWeight_hasUIKitRawValues() async {
        XCTAssertEqual(UIFont.Weight.ultraLight.rawValue, -0.8)
        XCTAssertEqual(UIFont.Weight.regular.rawValue, 0)
        XCTAssertEqual(UIFont.Weight.medium.rawValue, 0.23)
        XCTAssertEqual(UIFont.Weight.semibold.rawValue, 0.3)
        XCTAssertEqual(UIFont.Weight.black.rawValue, 0.62)
    }

    func test_boldItalicAndMonospacedFonts_useTheirFaces() async {
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 12).fontName, "DejaVuSans-Oblique")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontName, "DejaVuSansMono")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 12, weight: .bold).fontName, "DejaVuSansMono-Bold")
    }

    func test_monospacedSystemFont_givesEveryCharacterTheSameWidth() async {
        let font = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        XCTAssertEqual(font.width(of: "iiii"), font.width(of: "WWWW"), accuracy: accuracy)
    }

    func test_monospacedDigitSystemFont_givesDigitsTheSameWidth() async {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        XCTAssertEqual(font.width(of: "1111"), font.width(of: "8888"), accuracy: accuracy)
        XCTAssertEqual(font.width(of: "0"), DejaVuSans.points(DejaVuSans.advanceOfDigit, size: 17), accuracy: accuracy)
    }

    func test_preferredFont_usesUIKitDefaultSizesForTextStyles() async {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
            (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: style).pointSize, size, style.rawValue)
        }
    }

    func test_preferredFont_headlineIsSemiboldAndBodyRegular() async {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).fontName, "DejaVuSans")
    }

    func test_preferredFont_unknownStyleIsReportedAndGivesBody() async {
        let font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "Bogus"))
        XCTAssertEqual(font, UIFont.preferredFont(forTextStyle: .body))
        expectRuntimeIssues(count: 1)
    }

    func test_withSize_keepsTheFaceAndChangesTheSize() async {
        let font = UIFont.boldSystemFont(ofSize: 10).withSize(30)
        XCTAssertEqual(font.fontName, "DejaVuSans-Bold")
        XCTAssertEqual(font.pointSize, 30)
        XCTAssertEqual(font, UIFont.boldSystemFont(ofSize: 30))
        XCTAssertNotEqual(font, UIFont.systemFont(ofSize: 30))
    }

    func test_fontNamedInit_acceptsDejaVuNamesAndRejectsOthers() async {
        XCTAssertEqual(UIFont(name: "DejaVuSansMono", size: 11)?.pointSize, 11)
        XCTAssertNil(UIFont(name: "Helvetica", size: 11))
    }

    func test_badFontSizes_areReportedAndReplacedByTheFallbackSize() async {
        let sizes: [CGFloat] = [.nan, .infinity, -.infinity, -4]
        for size in sizes {
            XCTAssertEqual(UIFont.systemFont(ofSize: size).pointSize, UIFont.fallbackPointSize)
        }
        let issues = expectRuntimeIssues(count: sizes.count)
        XCTAssertTrue("\(issues[0])".contains("UIFont.systemFont(ofSize:) size nan"), "\(issues[0])")
        XCTAssertTrue("\(issues[0])".contains("finite number of points"), "\(issues[0])")
    }

    func test_badFontSize_inWithSizeIsReported() async {
        XCTAssertEqual(UIFont.systemFont(ofSize: 10).withSize(-1).pointSize, 17)
        expectRuntimeIssues(count: 1)
    }

    func test_zeroFontSize_usesTheDefaultSizeWithoutAnIssue() async {
        XCTAssertEqual(UIFont.systemFont(ofSize: 0).pointSize, 12)
    }

    func test_nonFiniteWeight_isReportedAndRegularUsed() async {
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(.nan)).fontName, "DejaVuSans")
        expectRuntimeIssues(count: 1)
    }

    func test_description_followsUIKitFormat() async {
        XCTAssertEqual(
            "\(UIFont.boldSystemFont(ofSize: 17))",
            "<UICTFont> font-family: \"DejaVu Sans\"; font-weight: bold; font-style: normal; font-size: 17.00pt"
        )
    }
}
