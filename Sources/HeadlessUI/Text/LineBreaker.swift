import Foundation

/// Finds where lines end in measured text: at word boundaries (after spaces, after a hyphen before a
/// letter, around CJK ideographs), or at any character. Pure: it only reads a ``ShapedText``.
struct LineBreaker {
    /// The measured text.
    let shaped: ShapedText
    /// The widest a line may be, in points.
    let maximumWidth: CGFloat
    /// Whether lines break only at word boundaries (a word wider than a line still breaks by character).
    let breaksAtWords: Bool

    /// Tolerance for floating-point sums, so that text measured at width `w` fits in `w`.
    static let widthTolerance: CGFloat = 1e-6

    /// The paragraphs of the text: cluster ranges between hard line breaks (newlines excluded).
    /// `"a\nb"` has two; an empty text has none; a trailing newline ends with an empty paragraph.
    static func paragraphs(of shaped: ShapedText) -> [Range<Int>] {
        guard shaped.count > 0 else { return [] }
        var paragraphs: [Range<Int>] = []
        var start = 0
        for (offset, character) in shaped.characters.enumerated() where character.isNewline {
            paragraphs.append(start..<offset)
            start = offset + 1
        }
        paragraphs.append(start..<shaped.count)
        return paragraphs
    }

    /// The end (exclusive) of the line that starts at `start` in a paragraph ending at `end`.
    /// The line keeps its trailing spaces, which hang past the edge and do not count toward its width.
    func lineEnd(from start: Int, paragraphEnd end: Int) -> Int {
        var lastBreak: Int?
        var index = start
        while index < end {
            let character = shaped.characters[index]
            if !character.isLayoutWhitespace, index > start,
               shaped.width(of: start..<(index + 1)) > maximumWidth + Self.widthTolerance {
                if breaksAtWords, let lastBreak { return lastBreak }
                return index
            }
            index += 1
            if breaksAtWords, index < end, isWordBoundary(before: index) { lastBreak = index }
        }
        return end
    }

    /// Whether a line may break between cluster `index − 1` and cluster `index`.
    private func isWordBoundary(before index: Int) -> Bool {
        let previous = shaped.characters[index - 1]
        let next = shaped.characters[index]
        if next.isLayoutWhitespace { return false }
        if previous.isLayoutWhitespace { return true }
        if Self.hyphens.contains(previous), next.isLetter { return true }
        return Self.isIdeographic(previous) || Self.isIdeographic(next)
    }

    private static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2013}", "\u{2014}"]

    private static func isIdeographic(_ character: Character) -> Bool {
        if character.hasASCIIFirstScalar { return false }
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.isIdeographic || (0x3040...0x30FF).contains(scalar.value)
    }
}
