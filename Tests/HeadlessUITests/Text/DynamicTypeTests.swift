import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Dynamic Type: content size categories, preferred fonts per category, `UIFontMetrics`, and text
/// views that adjust their font when the category changes.
@MainActor
final class DynamicTypeTests: HeadlessTestCase {
    private let allCategories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    func test_categories_areOrderedAndTheLastFiveAreAccessibilitySizes() async {
        XCTAssertEqual(allCategories.sorted(), allCategories)
        XCTAssertTrue(UIContentSizeCategory.extraSmall < .large)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        XCTAssertEqual(allCategories.filter(\.isAccessibilityCategory), Array(allCategories.suffix(5)))
        XCTAssertFalse(UIContentSizeCategory.unspecified.isAccessibilityCategory)
        XCTAssertEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
    }

    func test_preferredFont_followsApplesDynamicTypeTable() async {
        let table: [(UIFont.TextStyle, [CGFloat])] = [
            (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
            (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
            (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
            (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
            (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
            (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
            (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
            (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
            (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
        ]
        for (style, sizes) in table {
            for (category, size) in zip(allCategories, sizes) {
                let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits(category))
                XCTAssertEqual(font.pointSize, size, "\(style.rawValue) at \(category.rawValue)")
            }
        }
    }

    func test_preferredFont_withoutTraits_usesTheDevicesCategory() async {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        app.setPreferredContentSizeCategory(.extraExtraExtraLarge)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 23)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize, 23)
    }

    func test_fontMetrics_scaleFontsAndValuesAlongTheStylesCurve() async {
        let headline = UIFontMetrics(forTextStyle: .headline)
        let custom = UIFont.systemFont(ofSize: 34)
        XCTAssertEqual(headline.scaledFont(for: custom).pointSize, 34, "Large is the identity")
        XCTAssertEqual(headline.scaledFont(for: custom, compatibleWith: traits(.accessibilityMedium)).pointSize, 56)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: traits(.extraSmall)), 14)
        app.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(headline.scaledFont(for: custom, maximumPointSize: 60).pointSize, 60)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 34), 106)
    }

    func test_label_withAdjustsFontForContentSizeCategory_growsWhenTheCategoryGrows() async {
        let label = place(UILabel(), frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        label.text = "Balance"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let before = label.intrinsicContentSize.height
        app.setPreferredContentSizeCategory(.accessibilityLarge)
        XCTAssertEqual(label.font.pointSize, 33)
        XCTAssertGreaterThan(label.intrinsicContentSize.height, before * 1.8)
    }

    func test_label_withoutTheFlag_keepsItsFont() async {
        let label = place(UILabel(), frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        label.text = "Balance"
        label.font = .preferredFont(forTextStyle: .body)
        let before = label.intrinsicContentSize.height
        app.setPreferredContentSizeCategory(.accessibilityLarge)
        XCTAssertEqual(label.font.pointSize, 17)
        XCTAssertEqual(label.intrinsicContentSize.height, before)
    }

    func test_label_withAScaledCustomFont_rescalesFromItsLargeSize() async {
        let label = place(UILabel(), frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .boldSystemFont(ofSize: 28))
        label.adjustsFontForContentSizeCategory = true
        app.setPreferredContentSizeCategory(.extraSmall)
        XCTAssertEqual(label.font.pointSize, 25)
        XCTAssertEqual(label.font.fontName, "DejaVuSans-Bold")
        app.setPreferredContentSizeCategory(.large)
        XCTAssertEqual(label.font.pointSize, 28)
    }

    func test_textFieldAndTextView_adjustTheirFonts() async {
        let field = place(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.font = .preferredFont(forTextStyle: .callout)
        field.adjustsFontForContentSizeCategory = true
        let textView = place(UITextView(), frame: CGRect(x: 0, y: 50, width: 200, height: 100))
        textView.font = .preferredFont(forTextStyle: .footnote)
        textView.adjustsFontForContentSizeCategory = true
        app.setPreferredContentSizeCategory(.extraExtraLarge)
        XCTAssertEqual(field.font?.pointSize, 20)
        XCTAssertEqual(textView.font?.pointSize, 17)
    }

    func test_setPreferredContentSizeCategory_unspecifiedIsRefusedWithAnIssue() async {
        app.setPreferredContentSizeCategory(.unspecified)
        _ = expectRuntimeIssues(count: 1)
        XCTAssertEqual(app.preferredContentSizeCategory, .large)
    }
}
