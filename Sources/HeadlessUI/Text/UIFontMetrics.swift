import Foundation

/// Scales custom fonts and values along a text style's Dynamic Type curve, as UIKit's `UIFontMetrics`.
///
/// ```swift
/// let font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 18))
/// ```
///
/// A scaled font remembers its size at Large, so a label with `adjustsFontForContentSizeCategory`
/// re-scales it when the category changes.
public final class UIFontMetrics: Sendable {
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` (sized for Large) scaled for the category of ``UITraitCollection/current``.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current category, at most `maximumPointSize` (0 means no cap).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection` (or the current one when unspecified).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, at most `maximumPointSize` (0 means no cap).
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let base = font.dynamicTypeScaling?.pointSizeAtLarge ?? font.pointSize
        let scaling = DynamicTypeScaling(
            textStyle: textStyle, pointSizeAtLarge: base,
            maximumPointSize: maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
        )
        let size = scaling.pointSize(for: UIFont.contentSizeCategory(of: traitCollection))
        return UIFont(file: font.fontFile, pointSize: size, dynamicTypeScaling: scaling)
    }

    /// `value` (meant for Large) scaled for the current category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` (meant for Large) scaled for the category of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        DynamicTypeTable.scaled(value, style: textStyle, category: UIFont.contentSizeCategory(of: traitCollection))
    }
}
