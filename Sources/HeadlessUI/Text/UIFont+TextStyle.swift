import Foundation

extension UIFont {
    /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle` (UIKit's raw values).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style name.
        public let rawValue: String
        /// Creates a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large title: 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1: 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2: 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3: 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline: 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline: 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body: 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout: 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote: 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1: 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2: 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// UIKit's size and weight for each style at the default ("Large") content size category.
        static let defaults: [TextStyle: (size: CGFloat, weight: Weight)] = [
            .largeTitle: (34, .regular), .title1: (28, .regular), .title2: (22, .regular),
            .title3: (20, .regular), .headline: (17, .semibold), .subheadline: (15, .regular),
            .body: (17, .regular), .callout: (16, .regular), .footnote: (13, .regular),
            .caption1: (12, .regular), .caption2: (11, .regular),
        ]
    }

    /// The font for `style` at the preferred content size category of ``UITraitCollection/current``
    /// (the device's setting, or the drawn view's traits), sized by Apple's Dynamic Type table: body
    /// 17 pt at Large, 23 at xxxLarge, 53 at AX5. An unknown style is reported and gives body.
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at the content size category of `traitCollection` (or of
    /// ``UITraitCollection/current`` when it leaves the category unspecified).
    public static func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        var style = style
        if TextStyle.defaults[style] == nil {
            TextIssueReporter.report(.invalidConfiguration(
                object: "UIFont",
                property: "preferredFont(forTextStyle: \"\(style.rawValue)\")",
                reason: "unknown text style; using .body. Use one of UIFont.TextStyle's constants such as .headline."
            ))
            style = .body
        }
        let weight = TextStyle.defaults[style]?.weight ?? .regular
        let scaling = DynamicTypeScaling(
            textStyle: style, pointSizeAtLarge: DynamicTypeTable.size(of: style, at: .large), maximumPointSize: nil
        )
        let category = contentSizeCategory(of: traitCollection)
        return UIFont(file: weight.sansFile, pointSize: scaling.pointSize(for: category), dynamicTypeScaling: scaling)
    }

    /// The category of `traitCollection`, else of ``UITraitCollection/current``, else Large.
    static func contentSizeCategory(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traitCollection?.preferredContentSizeCategory, category != .unspecified { return category }
        let current = UITraitCollection.current.preferredContentSizeCategory
        return current == .unspecified ? .large : current
    }

    /// This font re-sized for `category` when it is a Dynamic Type font; `nil` for a fixed font.
    func resized(for category: UIContentSizeCategory) -> UIFont? {
        guard let dynamicTypeScaling else { return nil }
        let size = dynamicTypeScaling.pointSize(for: category)
        guard size != pointSize else { return self }
        return UIFont(file: fontFile, pointSize: size, dynamicTypeScaling: dynamicTypeScaling)
    }
}
