import Foundation

/// A one-line text measured in one font that can be edited cluster by cluster: only the edited
/// clusters are measured again, the kerning on either side of them recomputed, and the caret
/// positions after them re-summed (stopping as soon as they come out unchanged).
///
/// The positions are exactly those ``UIFont/caretOffsets(for:)`` gives for the whole text (the same
/// additions in the same order), so an edited line and a freshly measured one never differ.
struct EditableShapedLine {
    /// The font file measured.
    let file: FontFile
    /// The point size measured.
    let pointSize: CGFloat
    private var clusters: [ShapedText.Cluster]
    private var kernBefore: [CGFloat]
    /// `positions[i]` is the x offset of the boundary before cluster `i`; the last is the full width.
    private(set) var positions: [CGFloat]

    /// Measures `text` in `font` (through the shared cache of measured strings).
    init(_ text: String, font: UIFont) {
        let shaped = font.shape(text)
        self.file = font.fontFile
        self.pointSize = font.pointSize
        self.clusters = shaped.clusters
        self.kernBefore = shaped.kernBefore
        self.positions = shaped.positions
    }

    /// The number of clusters.
    var count: Int { clusters.count }

    /// The advance of the whole line.
    var width: CGFloat { positions[positions.count - 1] }

    /// Replaces clusters `range` with `characters` (one cluster each) and updates the positions.
    mutating func replaceClusters(_ range: Range<Int>, with characters: [Character]) {
        let lower = Swift.min(Swift.max(range.lowerBound, 0), clusters.count)
        let upper = Swift.min(Swift.max(range.upperBound, lower), clusters.count)
        FontLibrary.shared.withFace(file) { face in
            let unitsPerEm = face?.metrics.unitsPerEm ?? FaceMetrics.fallback.unitsPerEm
            let scale = pointSize / unitsPerEm
            let measured = characters.map { FontLibrary.measure($0, face: face) }
            clusters.replaceSubrange(lower..<upper, with: measured)
            kernBefore.replaceSubrange(lower..<upper, with: repeatElement(0, count: measured.count))
            positions.replaceSubrange((lower + 1)..<(upper + 1), with: repeatElement(0, count: measured.count))
            // The new clusters and the one after them kern against new neighbours.
            let kernedEnd = Swift.min(lower + measured.count + 1, clusters.count)
            for index in lower..<kernedEnd {
                kernBefore[index] = 0
                guard let face, let first = clusters[index].firstGlyph else { continue }
                let previous = index == 0 ? 0 : clusters[index - 1].lastGlyph ?? 0
                kernBefore[index] = CGFloat(face.kerning(between: previous, and: first)) * scale
            }
            var index = lower
            while index < clusters.count {
                let x = positions[index] + (kernBefore[index] + CGFloat(clusters[index].advanceUnits) * scale)
                if index >= kernedEnd, positions[index + 1] == x { break }
                positions[index + 1] = x
                index += 1
            }
        }
    }
}
