import Foundation

/// A string measured in one font: its grapheme clusters and the x position of every cluster
/// boundary, so that the width of any range of clusters is one subtraction.
///
/// Kerning between two clusters belongs to the second one (``kernBefore``); a range that starts at
/// cluster `a` does not include the kerning that joined `a` to the cluster before it.
struct ShapedText: Sendable {
    /// The grapheme clusters (Swift `Character`s) of the text.
    let characters: [Character]
    /// `positions[i]` is the x offset of the boundary before cluster `i`; the last is the full width.
    let positions: [CGFloat]
    /// The kerning applied between cluster `i − 1` and cluster `i` (0 for the first).
    let kernBefore: [CGFloat]
    /// Each cluster measured on its own (what an edit needs to re-kern and re-sum its neighbours).
    let clusters: [Cluster]
    /// The text measured.
    let source: String
    /// `utf8Offsets[i]` is the UTF-8 offset in ``source`` of the boundary before cluster `i`.
    let utf8Offsets: [Int]

    /// One grapheme cluster measured on its own.
    struct Cluster: Sendable {
        /// The sum of its glyph advances, in design units.
        var advanceUnits: Int
        /// Its first glyph (kerned against the cluster before), `nil` when it draws nothing.
        var firstGlyph: UInt32?
        /// Its last glyph (kerned against the cluster after).
        var lastGlyph: UInt32?
    }

    /// An empty text.
    static let empty = ShapedText(
        characters: [], positions: [0], kernBefore: [], clusters: [], source: "", utf8Offsets: [0]
    )

    /// The number of clusters.
    var count: Int { characters.count }

    /// The advance of the whole text.
    var width: CGFloat { positions[positions.count - 1] }

    /// The width of clusters `range` laid out on their own.
    func width(of range: Range<Int>) -> CGFloat {
        guard !range.isEmpty else { return 0 }
        return positions[range.upperBound] - positions[range.lowerBound] - kernBefore[range.lowerBound]
    }

    /// The width of `range` without the whitespace at its end (which hangs past a line's edge).
    func widthTrimmingTrailingWhitespace(of range: Range<Int>) -> CGFloat {
        width(of: range.lowerBound..<trimmingTrailingWhitespace(range).upperBound)
    }

    /// `range` without its trailing whitespace and newlines.
    func trimmingTrailingWhitespace(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, characters[end - 1].isLayoutWhitespace { end -= 1 }
        return range.lowerBound..<end
    }

    /// `range` without its leading whitespace.
    func trimmingLeadingWhitespace(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, characters[start].isLayoutWhitespace { start += 1 }
        return start..<range.upperBound
    }

    /// The text of `range`.
    func string(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: utf8Offsets[range.lowerBound])
        let end = utf8.index(start, offsetBy: utf8Offsets[range.upperBound] - utf8Offsets[range.lowerBound])
        return String(source[start..<end])
    }
}
