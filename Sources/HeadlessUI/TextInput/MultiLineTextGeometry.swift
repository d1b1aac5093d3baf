import Foundation

/// Where the glyphs of a wrapped, multi-line text sit: lines from ``TextLayout`` (word wrapping,
/// alignment), caret positions from the font's real advances.
struct MultiLineTextGeometry {
    /// The laid-out text.
    let layout: TextLayout
    /// The shaped text (cluster positions).
    let shaped: ShapedText
    /// The top-left corner of the first line box.
    let origin: CGPoint

    init(text: String, font: UIFont, containerWidth: CGFloat, origin: CGPoint,
         alignment: NSTextAlignment, layoutDirection: UIUserInterfaceLayoutDirection,
         numberOfLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping) {
        let shaped = font.shape(text)
        self.layout = TextLayout(
            text: text, shaped: shaped, font: font, width: Swift.max(1, containerWidth), numberOfLines: numberOfLines,
            lineBreakMode: numberOfLines > 0 ? lineBreakMode : .byWordWrapping, alignment: alignment, layoutDirection: layoutDirection
        )
        self.shaped = shaped
        self.origin = origin
    }

    private var lineHeight: CGFloat { layout.font.lineHeight }

    /// The line the caret before cluster `index` sits on.
    func lineIndex(forCluster index: Int) -> Int {
        var result = 0
        for (lineIndex, line) in layout.lines.enumerated() where line.characterRange.lowerBound <= index {
            result = lineIndex
        }
        return result
    }

    /// The clusters a caret may sit before on line `lineIndex` (a wrapped line's end belongs to the next line).
    private func caretClusters(onLine lineIndex: Int) -> ClosedRange<Int> {
        let line = layout.lines[lineIndex].characterRange
        let isLast = lineIndex == layout.lines.count - 1
        let wraps = !isLast && layout.lines[lineIndex + 1].characterRange.lowerBound == line.upperBound
        let upper = wraps ? Swift.max(line.lowerBound, line.upperBound - 1) : line.upperBound
        return line.lowerBound...upper
    }

    /// The caret point (top of the line box) before cluster `index`.
    func caretPoint(beforeCluster index: Int) -> CGPoint {
        guard !layout.lines.isEmpty else { return origin }
        let lineIndex = lineIndex(forCluster: index)
        let line = layout.lines[lineIndex]
        let end = Swift.min(Swift.max(index, line.characterRange.lowerBound), line.characterRange.upperBound)
        let x = line.origin.x + shaped.width(of: line.characterRange.lowerBound..<end)
        return CGPoint(x: origin.x + x, y: origin.y + line.origin.y)
    }

    /// The caret rectangle before cluster `index`: 2 pt wide, one line high.
    func caretRect(beforeCluster index: Int) -> CGRect {
        let point = caretPoint(beforeCluster: index)
        let width = SingleLineTextGeometry.caretWidth
        return CGRect(x: point.x - width / 2, y: point.y, width: width, height: lineHeight)
    }

    /// The cluster under `point` (the one whose glyph box holds it), or `nil` past a line's end or
    /// outside the lines.
    func cluster(at point: CGPoint) -> Int? {
        guard !layout.lines.isEmpty, lineHeight > 0, point.y >= origin.y else { return nil }
        let row = Int(((point.y - origin.y) / lineHeight).rounded(.down))
        guard row < layout.lines.count else { return nil }
        let range = layout.lines[row].characterRange
        for cluster in range where cluster < shaped.count {
            let start = caretPoint(beforeCluster: cluster).x
            let end = start + shaped.width(of: cluster..<(cluster + 1))
            if point.x >= Swift.min(start, end), point.x < Swift.max(start, end) { return cluster }
        }
        return nil
    }

    /// The cluster boundary nearest to `point`: the line under it (clamped), then the nearest x.
    func nearestBoundary(to point: CGPoint) -> Int {
        guard !layout.lines.isEmpty, lineHeight > 0 else { return 0 }
        let row = Int(((point.y - origin.y) / lineHeight).rounded(.down))
        return nearestBoundary(onLine: Swift.min(Swift.max(row, 0), layout.lines.count - 1), x: point.x)
    }

    /// The boundary nearest to `x` on line `lineIndex`.
    func nearestBoundary(onLine lineIndex: Int, x: CGFloat) -> Int {
        var best = 0
        var bestDistance = CGFloat.greatestFiniteMagnitude
        for cluster in caretClusters(onLine: lineIndex) {
            let distance = abs(caretPoint(beforeCluster: cluster).x - x)
            if distance < bestDistance {
                best = cluster
                bestDistance = distance
            }
        }
        return best
    }

    /// The boundary one line above or below the caret before cluster `index`, at the same x; the
    /// start (or end) of the text past the first (or last) line.
    func verticalNeighbour(ofCluster index: Int, down: Bool) -> Int {
        let lineIndex = lineIndex(forCluster: index)
        let target = lineIndex + (down ? 1 : -1)
        if target < 0 { return 0 }
        if target >= layout.lines.count { return shaped.count }
        return nearestBoundary(onLine: target, x: caretPoint(beforeCluster: index).x)
    }

    /// The first and last caret clusters of the line holding `index` (⌘←, ⌘→, Home, End).
    func lineBounds(ofCluster index: Int) -> ClosedRange<Int> {
        guard !layout.lines.isEmpty else { return 0...0 }
        return caretClusters(onLine: lineIndex(forCluster: index))
    }

    /// The height of the laid-out lines.
    var height: CGFloat { CGFloat(layout.lines.count) * lineHeight }
}
