import Foundation

/// Where the glyphs of a one-line text sit inside a text rectangle: the x of every grapheme
/// boundary from the font's real advances, placed by the alignment, and shifted by a horizontal
/// scroll when the text is wider than the rectangle (the field scrolls to keep the caret visible,
/// and overflowing text starts at the leading edge whatever the alignment).
struct SingleLineTextGeometry {
    /// The x offset of every cluster boundary of the string drawn (bullets for secure text) from
    /// the start of the text: one more than the document's clusters.
    let caretOffsets: [CGFloat]
    /// The font.
    let font: UIFont
    /// The rectangle the text is drawn in.
    let textRect: CGRect
    /// The alignment resolved for the layout direction (`.left`, `.center` or `.right`).
    let alignment: NSTextAlignment
    /// How far overflowing text is scrolled toward its end (0 shows its start).
    let scrollOffset: CGFloat

    /// The advance of the whole text.
    var textWidth: CGFloat { caretOffsets[caretOffsets.count - 1] }

    /// Whether the text is wider than the rectangle.
    var overflows: Bool { textWidth > textRect.width + LineBreaker.widthTolerance }

    /// The x where the text starts.
    var originX: CGFloat {
        if overflows { return textRect.minX - scrollOffset }
        switch alignment {
        case .right: return textRect.maxX - textWidth
        case .center: return textRect.midX - textWidth / 2
        default: return textRect.minX
        }
    }

    /// The x of the caret before cluster `index` (clamped to the text).
    func caretX(beforeCluster index: Int) -> CGFloat {
        let offsets = caretOffsets
        return originX + offsets[Swift.min(Swift.max(index, 0), offsets.count - 1)]
    }

    /// The cluster boundary (0...count) nearest to `x`; on a tie, the earlier one.
    func nearestBoundary(toX x: CGFloat) -> Int {
        let origin = originX
        var best = 0
        var bestDistance = CGFloat.greatestFiniteMagnitude
        for (index, offset) in caretOffsets.enumerated() {
            let distance = abs(origin + offset - x)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The scroll offset that keeps the caret before cluster `index` inside the rectangle, starting
    /// from `current` and moving as little as possible (0 when the text fits).
    func scrollOffset(revealingCluster index: Int, current: CGFloat) -> CGFloat {
        guard overflows else { return 0 }
        let offsets = caretOffsets
        let caret = offsets[Swift.min(Swift.max(index, 0), offsets.count - 1)]
        var offset = current
        if caret - offset > textRect.width { offset = caret - textRect.width }
        if caret - offset < 0 { offset = caret }
        return Swift.min(Swift.max(0, offset), textWidth - textRect.width)
    }

    /// The caret's width in points (UIKit draws a 2 pt caret).
    static let caretWidth: CGFloat = 2

    /// The caret rectangle before cluster `index`: the font's line height, centred vertically.
    func caretRect(beforeCluster index: Int) -> CGRect {
        let height = font.lineHeight
        return CGRect(
            x: caretX(beforeCluster: index) - Self.caretWidth / 2, y: textRect.midY - height / 2,
            width: Self.caretWidth, height: height
        )
    }
}
