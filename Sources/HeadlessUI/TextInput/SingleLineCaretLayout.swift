import Foundation

/// The measured line a text field draws (its text, or one "•" per character when secure), kept in
/// step with the field's ``TextDocument`` one edit at a time: typing re-measures only the clusters
/// around the caret instead of the whole text. Built lazily, when geometry is read.
struct SingleLineCaretLayout {
    /// The document revision the line matches.
    private(set) var revision: Int
    /// The font measured.
    let font: UIFont
    /// Whether the line is the secure bullets.
    let isSecure: Bool
    /// The measured clusters.
    private(set) var line: EditableShapedLine

    /// Measures the whole display line of `document`.
    init(document: TextDocument, font: UIFont, isSecure: Bool) {
        self.revision = document.revision
        self.font = font
        self.isSecure = isSecure
        let drawn = isSecure ? String(repeating: "•", count: document.boundaries.count - 1) : document.text
        self.line = EditableShapedLine(drawn, font: font)
    }

    /// The x offset of every cluster boundary from the start of the text.
    var caretOffsets: [CGFloat] { line.positions }

    /// Applies the document's last edit when this line is one revision behind it. Returns whether
    /// the line now matches the document (`false`: measure it again from scratch).
    mutating func catchUp(with document: TextDocument, font: UIFont, isSecure: Bool) -> Bool {
        guard font == self.font, isSecure == self.isSecure else { return false }
        if revision != document.revision {
            guard revision &+ 1 == document.revision, let edit = document.lastEdit,
                  edit.replaced.upperBound <= line.count else { return false }
            let inserted = edit.replaced.lowerBound..<(edit.replaced.lowerBound + edit.insertedCount)
            let characters = isSecure ? Self.bullets(inserted.count) : document.characters(inClusters: inserted)
            line.replaceClusters(edit.replaced, with: characters)
            revision = document.revision
        }
        return line.count == document.boundaries.count - 1
    }

    /// What a secure field draws for `count` characters.
    private static func bullets(_ count: Int) -> [Character] {
        Array(repeating: "•", count: count)
    }
}
