import Foundation

extension UIFont {
    /// The advance width of `text` on one line: the sum of its glyph advances plus kerning, in points.
    /// Newlines take no width. Fractional, as Core Text reports it; round up to size views.
    ///
    /// ```swift
    /// UIFont.systemFont(ofSize: 17).width(of: "Hello")   // ≈ 41.4
    /// ```
    public func width(of text: String) -> CGFloat {
        shape(text).width
    }

    /// The x offset of every grapheme-cluster boundary of `text` on one line: `count + 1` values,
    /// starting at 0, never decreasing, and ending at ``width(of:)``. A text cursor before the
    /// `i`-th character sits at `caretOffsets(for: text)[i]`.
    public func caretOffsets(for text: String) -> [CGFloat] {
        shape(text).positions
    }

    /// The grapheme clusters of `text` with their positions, from the shared cache.
    func shape(_ text: String) -> ShapedText {
        FontLibrary.shared.shape(text, file: fontFile, pointSize: pointSize)
    }
}
