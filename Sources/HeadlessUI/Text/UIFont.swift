import Foundation

/// A font at a size, as UIKit's `UIFont`, backed by the DejaVu faces through FreeType.
///
/// Metrics are the face's design metrics scaled to ``pointSize`` (1 point per em unit of the size):
/// `UIFont.systemFont(ofSize: 17).lineHeight` is DejaVu Sans' 2384/2048 em × 17 ≈ 19.79 pt.
/// Fonts are immutable values and safe to share between threads.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The size in points (the em size).
    public let pointSize: CGFloat
    /// The face this font draws with.
    public let fontFile: FontFile
    let metrics: FaceMetrics
    /// How the font follows the content size category (fonts from `preferredFont(forTextStyle:)` and
    /// `UIFontMetrics.scaledFont(for:)`); `nil` for fixed fonts.
    let dynamicTypeScaling: DynamicTypeScaling?

    /// The size used when a font is asked for at 0 points: Core Text's documented default of 12.
    public static let defaultSizeForZero: CGFloat = 12
    /// The size used instead of a negative or non-finite size: UIKit's label font size, 17.
    public static let fallbackPointSize: CGFloat = 17

    init(file: FontFile, pointSize: CGFloat, dynamicTypeScaling: DynamicTypeScaling? = nil) {
        self.fontFile = file
        self.pointSize = pointSize
        self.dynamicTypeScaling = dynamicTypeScaling
        self.metrics = FontLibrary.shared.metrics(of: file)
    }

    /// The font whose PostScript name is `fontName` (`"DejaVuSans-Bold"`), or `nil` when HeadlessUI
    /// has no such face.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let file = FontFile(postScriptName: fontName) else { return nil }
        self.init(file: file, pointSize: Self.validatedSize(fontSize, api: "UIFont(name: \"\(fontName)\", size:)"))
    }

    // MARK: Names

    /// The PostScript name of the face (`"DejaVuSans"`; UIKit's system font says `".SFUI-Regular"`).
    public var fontName: String { fontFile.postScriptName }
    /// The family name (`"DejaVu Sans"`).
    public var familyName: String { fontFile.familyName }

    // MARK: Metrics

    private var scale: CGFloat { pointSize / metrics.unitsPerEm }

    /// The distance from the baseline to the top of the tallest glyphs (positive).
    public var ascender: CGFloat { metrics.ascender * scale }
    /// The distance from the baseline to the bottom of the deepest glyphs (negative).
    public var descender: CGFloat { metrics.descender * scale }
    /// The height of a line: ``ascender`` − ``descender`` + ``leading``.
    public var lineHeight: CGFloat { metrics.lineHeight * scale }
    /// The extra space between lines (DejaVu's line gap is 0).
    public var leading: CGFloat { metrics.lineGap * scale }
    /// The height of a flat capital letter (the top of "H").
    public var capHeight: CGFloat { metrics.capHeight * scale }
    /// The height of a lowercase "x".
    public var xHeight: CGFloat { metrics.xHeight * scale }

    // MARK: Derived fonts

    /// The same face at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(file: fontFile, pointSize: Self.validatedSize(fontSize, api: "UIFont.withSize(_:)"))
    }

    // MARK: Size validation

    /// `size` if usable; 12 for 0 (Core Text's default); otherwise reports a runtime issue and
    /// returns ``fallbackPointSize``.
    static func validatedSize(_ size: CGFloat, api: String) -> CGFloat {
        if size == 0 { return defaultSizeForZero }
        if size.isFinite, size > 0 { return size }
        TextIssueReporter.report(.invalidConfiguration(
            object: "UIFont",
            property: "\(api) size \(size)",
            reason: "a font size must be a finite number of points ≥ 0; using \(fallbackPointSize) instead."
                + " Pass a positive size such as 17."
        ))
        return fallbackPointSize
    }

    // MARK: Equality and description

    /// Fonts are equal when they use the same face at the same size and follow the same Dynamic Type
    /// curve (a preferred body font is not the plain 17-pt system font, as in UIKit, whose descriptors
    /// differ by their text style).
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontFile == rhs.fontFile && lhs.pointSize == rhs.pointSize && lhs.dynamicTypeScaling == rhs.dynamicTypeScaling
    }

    /// Hashes the face and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontFile)
        hasher.combine(pointSize)
    }

    /// UIKit's format: `<UICTFont> font-family: "DejaVu Sans"; font-weight: bold; font-style: normal; font-size: 17.00pt`.
    public var description: String {
        let bold = fontName.contains("Bold")
        let italic = fontName.contains("Oblique")
        let size = String(format: "%.2f", Double(pointSize))
        return "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(bold ? "bold" : "normal");"
            + " font-style: \(italic ? "italic" : "normal"); font-size: \(size)pt"
    }
}
