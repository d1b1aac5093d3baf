import Foundation

extension TextLayout {
    /// One laid-out line: what it draws, where, and which characters of the source it shows.
    public struct Line: Equatable, Sendable {
        /// The grapheme clusters of the source text on this line, as character offsets; it includes
        /// the line's trailing spaces, excludes newlines, and for a truncated line covers the shown
        /// characters only (the start and end around the ellipsis for middle truncation).
        public let characterRange: Range<Int>
        /// The text drawn: the line's characters without trailing spaces, with "…" when truncated.
        public let text: String
        /// The drawn width in points (trailing spaces excluded). A clipped line may exceed the layout width.
        public let width: CGFloat
        /// The top-left corner of the line box, in the layout's coordinates (x after alignment).
        public let origin: CGPoint
        /// The y of the baseline, in the layout's coordinates: `origin.y + font.ascender`.
        public let baseline: CGFloat
        /// Whether text was cut from this line (ellipsis, clipping, or text dropped after it).
        public let isTruncated: Bool
        /// The extra space added to each space between words on a justified line (0 otherwise).
        public let justificationSpacing: CGFloat

        /// The line box: origin, width, and the font's line height.
        public func frame(lineHeight: CGFloat) -> CGRect {
            CGRect(x: origin.x, y: origin.y, width: width, height: lineHeight)
        }
    }
}
