import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UILabelTests: HeadlessTestCase {
    /// Rounds up to whole pixels of the 3x test iPhone, as UIKit sizes labels.
    private func pixelCeil(_ value: CGFloat) -> CGFloat {
        (value * 3).rounded(.up) / 3
    }

    private func label(_ text: String?, frame: CGRect = CGRect(x: 0, y: 100, width: 300, height: 40)) -> UILabel {
        let label = UILabel()
        label.text = text
        return place(label, frame: frame)
    }

    func test_label_hasUIKitDefaults() async {
        let label = UILabel()
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
        XCTAssertEqual(label.textColor, UIColor.label)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertTrue(label.isEnabled)
        XCTAssertFalse(label.adjustsFontSizeToFitWidth)
        XCTAssertEqual(label.minimumScaleFactor, 0)
        XCTAssertEqual(label.preferredMaxLayoutWidth, 0)
        XCTAssertNil(label.text)
    }

    func test_label_userInteractionIsOffByDefault() async {
        let label = self.label("Tap me")
        XCTAssertFalse(label.isUserInteractionEnabled)
        XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 110), with: nil) === window)
    }

    func test_settingNilFontAndColor_restoresDefaults() async {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30)
        label.font = nil
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
        label.textColor = .red
        label.textColor = nil
        XCTAssertEqual(label.textColor, UIColor.label)
    }

    func test_intrinsicContentSize_isTextWidthAndLineHeightRoundedUpToPixels() async {
        let label = UILabel()
        label.text = "Hello"
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(label.intrinsicContentSize.width, pixelCeil(font.width(of: "Hello")))
        XCTAssertEqual(label.intrinsicContentSize.height, pixelCeil(font.lineHeight))
        XCTAssertEqual(label.intrinsicContentSize.height, 20)
    }

    func test_intrinsicContentSize_ofEmptyTextIsZero() async {
        let label = UILabel()
        XCTAssertEqual(label.intrinsicContentSize, .zero)
        label.text = ""
        XCTAssertEqual(label.intrinsicContentSize, .zero)
    }

    func test_intrinsicContentSize_followsTextAndFontChanges() async {
        let label = UILabel()
        label.text = "Hi"
        let small = label.intrinsicContentSize
        label.text = "Hi there"
        XCTAssertGreaterThan(label.intrinsicContentSize.width, small.width)
        label.font = .systemFont(ofSize: 34)
        XCTAssertEqual(label.intrinsicContentSize.height, pixelCeil(UIFont.systemFont(ofSize: 34).lineHeight))
    }

    func test_changingText_asksTheSuperviewToLayOutAgain() async {
        let container = place(LayoutCountingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        let label = UILabel()
        container.addSubview(label)
        container.layoutIfNeeded()
        let before = container.layoutCount
        label.text = "Hello"
        container.layoutIfNeeded()
        XCTAssertEqual(container.layoutCount, before + 1)
    }

    func test_intrinsicContentSize_multiLineWrapsAtPreferredMaxLayoutWidth() async {
        let font = UIFont.systemFont(ofSize: 17)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Hello brave new world"
        label.preferredMaxLayoutWidth = font.width(of: "Hello brave")
        XCTAssertEqual(label.intrinsicContentSize.height, pixelCeil(2 * font.lineHeight))
        XCTAssertEqual(label.intrinsicContentSize.width, pixelCeil(font.width(of: "Hello brave")))
    }

    func test_intrinsicContentSize_multiLineRespectsNumberOfLines() async {
        let font = UIFont.systemFont(ofSize: 17)
        let label = UILabel()
        label.numberOfLines = 2
        label.text = "one two three four five six"
        label.preferredMaxLayoutWidth = font.width(of: "one two")
        XCTAssertEqual(label.intrinsicContentSize.height, pixelCeil(2 * font.lineHeight))
    }

    func test_sizeThatFits_oneLineIgnoresTheWidth() async {
        let label = UILabel()
        label.text = "Hello brave new world"
        let size = label.sizeThatFits(CGSize(width: 20, height: 20))
        XCTAssertEqual(size.width, pixelCeil(UIFont.systemFont(ofSize: 17).width(of: "Hello brave new world")))
    }

    func test_sizeThatFits_multiLineWrapsAtTheGivenWidth() async {
        let font = UIFont.systemFont(ofSize: 17)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Hello brave new world"
        let size = label.sizeThatFits(CGSize(width: font.width(of: "Hello brave"), height: 0))
        XCTAssertEqual(size.height, pixelCeil(2 * font.lineHeight))
    }

    func test_sizeToFit_resizesToTheText() async {
        let label = self.label("Hello", frame: CGRect(x: 5, y: 5, width: 300, height: 100))
        label.sizeToFit()
        XCTAssertEqual(label.frame.size, label.intrinsicContentSize)
        XCTAssertEqual(label.frame.origin, CGPoint(x: 5, y: 5))
    }

    func test_visibleText_truncatesTheTailToFitTheBounds() async {
        let font = UIFont.systemFont(ofSize: 17)
        let label = self.label(
            "Hello world, how are you?",
            frame: CGRect(x: 0, y: 100, width: font.width(of: "Hello wor…"), height: 21)
        )
        XCTAssertEqual(label.visibleText, "Hello wor…")
        XCTAssertTrue(label.isTruncated)
    }

    func test_visibleText_showsEverythingThatFits() async {
        let label = self.label("Hello")
        XCTAssertEqual(label.visibleText, "Hello")
        XCTAssertFalse(label.isTruncated)
    }

    func test_visibleText_isNilWithoutText() async {
        XCTAssertNil(label(nil).visibleText)
    }

    func test_displayedLines_multiLineLabelWrapsAndTruncatesTheLastLine() async {
        let font = UIFont.systemFont(ofSize: 17)
        let label = self.label(
            "alpha beta gamma delta epsilon",
            frame: CGRect(x: 0, y: 100, width: font.width(of: "alpha beta"), height: 200)
        )
        label.numberOfLines = 2
        XCTAssertEqual(label.displayedLines.count, 2)
        XCTAssertEqual(label.displayedLines[0], "alpha beta")
        XCTAssertTrue(label.displayedLines[1].hasSuffix("…"))
    }

    func test_displayedLines_unlimitedLinesStopAtTheBoundsHeight() async {
        let font = UIFont.systemFont(ofSize: 17)
        let label = self.label(
            "one two three four five six",
            frame: CGRect(x: 0, y: 100, width: font.width(of: "one two"), height: font.lineHeight * 2)
        )
        label.numberOfLines = 0
        XCTAssertEqual(label.displayedLines.count, 2)
        XCTAssertTrue(label.isTruncated)
    }

    func test_textFrame_isCentredVertically() async {
        let label = self.label("Hello", frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(label.textFrame.minY, (60 - font.lineHeight) / 2, accuracy: 1e-9)
    }

    func test_naturalAlignment_isRightAlignedInRightToLeftViews() async {
        let label = self.label("Hi", frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        label.semanticContentAttribute = .forceRightToLeft
        let line = label.textLayout.lines[0]
        XCTAssertEqual(line.origin.x, 300 - line.width, accuracy: 1e-9)
    }

    func test_adjustsFontSizeToFitWidth_shrinksToFitDownToTheMinimumScale() async {
        let font = UIFont.systemFont(ofSize: 20)
        let natural = font.width(of: "Hello world")
        let label = self.label("Hello world", frame: CGRect(x: 0, y: 100, width: natural * 0.75, height: 40))
        label.font = font
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        XCTAssertEqual(label.displayFont.pointSize, 15, accuracy: 1e-9)
        XCTAssertEqual(label.visibleText, "Hello world")
        label.minimumScaleFactor = 0.9
        XCTAssertEqual(label.displayFont.pointSize, 18, accuracy: 1e-9)
        XCTAssertTrue(label.isTruncated)
    }

    func test_adjustsFontSizeToFitWidth_withZeroMinimumScaleDoesNotShrink() async {
        let label = self.label("Hello world", frame: CGRect(x: 0, y: 100, width: 30, height: 40))
        label.adjustsFontSizeToFitWidth = true
        XCTAssertEqual(label.displayFont.pointSize, 17)
    }

    func test_accessibility_labelIsAStaticTextElementNamedByItsText() async {
        let label = self.label("Balance")
        XCTAssertTrue(label.isAccessibilityElement)
        XCTAssertEqual(label.accessibilityLabel, "Balance")
        XCTAssertEqual(label.accessibilityTraits, .staticText)
    }

    func test_accessibility_disabledLabelIsNotEnabled() async {
        let label = self.label("Balance")
        label.isEnabled = false
        XCTAssertEqual(label.accessibilityTraits, [.staticText, .notEnabled])
    }

    func test_accessibility_explicitLabelOverridesText() async {
        let label = self.label("€12")
        label.accessibilityLabel = "12 euros"
        XCTAssertEqual(label.accessibilityLabel, "12 euros")
        label.text = "€13"
        XCTAssertEqual(label.accessibilityLabel, "12 euros")
    }

    func test_negativeNumberOfLines_isReportedAndIgnored() async {
        let label = UILabel()
        label.numberOfLines = 3
        label.numberOfLines = -1
        XCTAssertEqual(label.numberOfLines, 3)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues[0])".contains("numberOfLines"), "\(issues[0])")
    }

    func test_badMinimumScaleFactorAndPreferredWidth_areReportedAndIgnored() async {
        let label = UILabel()
        label.minimumScaleFactor = 1.5
        label.minimumScaleFactor = .nan
        label.preferredMaxLayoutWidth = -10
        label.preferredMaxLayoutWidth = .infinity
        XCTAssertEqual(label.minimumScaleFactor, 0)
        XCTAssertEqual(label.preferredMaxLayoutWidth, 0)
        expectRuntimeIssues(count: 4)
    }

    func test_labelFontWithBadSize_isReported() async {
        let label = UILabel()
        label.font = .systemFont(ofSize: -3)
        XCTAssertEqual(label.font.pointSize, UIFont.fallbackPointSize)
        expectRuntimeIssues(count: 1)
    }
}

/// Counts its layout passes.
@MainActor
private final class LayoutCountingView: UIView {
    private(set) var layoutCount = 0

    override func layoutSubviews() {
        layoutCount += 1
    }
}
