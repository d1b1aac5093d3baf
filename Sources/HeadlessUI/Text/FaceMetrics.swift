import Foundation

/// The vertical metrics of a face in font design units, read once from FreeType.
struct FaceMetrics: Equatable, Sendable {
    /// Design units per em (2048 for DejaVu).
    var unitsPerEm: CGFloat
    /// Distance from the baseline to the top of the tallest glyphs (positive).
    var ascender: CGFloat
    /// Distance from the baseline to the bottom of the deepest glyphs (negative).
    var descender: CGFloat
    /// Baseline-to-baseline distance: ascender − descender + line gap.
    var lineHeight: CGFloat
    /// Height of a flat capital letter ("H") above the baseline.
    var capHeight: CGFloat
    /// Height of a lowercase "x" above the baseline.
    var xHeight: CGFloat

    /// The extra space between lines beyond ascender and descender.
    var lineGap: CGFloat { lineHeight - (ascender - descender) }

    /// Made-up metrics used only when no font file can be loaded, so that nothing crashes;
    /// every glyph then advances 0.6 em (see ``FontLibrary/fallbackAdvanceUnits``).
    static let fallback = FaceMetrics(
        unitsPerEm: 1000, ascender: 800, descender: -200, lineHeight: 1000, capHeight: 700, xHeight: 500
    )
}
