import Foundation

/// The text of an input and its selection, as a value: UTF-16 offsets throughout (UIKit's unit),
/// with the selection always on grapheme-cluster boundaries so that the caret never splits an
/// emoji or an accented letter. Text fields and text views keep one and apply edits to it.
struct TextDocument: Equatable {
    /// The text.
    private(set) var text: String
    /// The UTF-16 offset of every grapheme boundary, from 0 to the UTF-16 length.
    private(set) var boundaries: [Int]
    /// The selection (empty: the caret).
    private(set) var selection: Range<Int>
    /// The end that stays put when a shift-arrow extends the selection.
    private(set) var anchor: Int

    /// A document with `text` and the caret at its end.
    init(text: String = "") {
        self.text = text
        self.boundaries = Self.boundaries(of: text)
        let end = boundaries[boundaries.count - 1]
        self.selection = end..<end
        self.anchor = end
    }

    /// The UTF-16 length of the text.
    var length: Int { boundaries[boundaries.count - 1] }

    /// The caret offset (the selection's moving end when extended, else its start).
    var caret: Int { selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound }

    // MARK: Boundaries

    /// The grapheme boundaries of `text` as UTF-16 offsets.
    static func boundaries(of text: String) -> [Int] {
        var result = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            result.append(offset)
        }
        return result
    }

    /// The index (0...count) of the last grapheme boundary at or before `offset`.
    func boundaryIndex(atOrBefore offset: Int) -> Int {
        var low = 0
        var high = boundaries.count - 1
        let target = Swift.min(Swift.max(offset, 0), length)
        while low < high {
            let middle = (low + high + 1) / 2
            if boundaries[middle] <= target { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `offset` clamped to the document and moved back to a grapheme boundary.
    func snapped(_ offset: Int) -> Int { boundaries[boundaryIndex(atOrBefore: offset)] }

    /// The boundary before `offset` (0 at the start).
    func previousBoundary(_ offset: Int) -> Int {
        let index = boundaryIndex(atOrBefore: offset)
        let exact = boundaries[index] == offset
        return boundaries[Swift.max(0, exact ? index - 1 : index)]
    }

    /// The boundary after `offset` (the length at the end).
    func nextBoundary(_ offset: Int) -> Int {
        boundaries[Swift.min(boundaries.count - 1, boundaryIndex(atOrBefore: offset) + 1)]
    }

    /// The characters (grapheme clusters) of the text.
    var characters: [Character] { Array(text) }

    // MARK: Selection

    /// Selects `range` (snapped to boundaries), keeping the anchor at its start.
    mutating func select(_ range: Range<Int>) {
        let lower = snapped(range.lowerBound)
        let upper = Swift.max(lower, snapped(range.upperBound))
        selection = lower..<upper
        anchor = lower
    }

    /// Puts the caret at `offset` (snapped).
    mutating func placeCaret(at offset: Int) {
        let snappedOffset = snapped(offset)
        selection = snappedOffset..<snappedOffset
        anchor = snappedOffset
    }

    /// Moves the selection's moving end to `offset`, keeping the anchor (shift-arrow).
    mutating func extendSelection(to offset: Int) {
        let target = snapped(offset)
        selection = Swift.min(anchor, target)..<Swift.max(anchor, target)
    }

    // MARK: Editing

    /// The range `deleteBackward` removes: the selection, else the grapheme before the caret
    /// (empty at the start of the document).
    var deleteBackwardRange: Range<Int> {
        if !selection.isEmpty { return selection }
        return previousBoundary(selection.lowerBound)..<selection.lowerBound
    }

    /// The range a forward delete removes: the selection, else the grapheme after the caret.
    var deleteForwardRange: Range<Int> {
        if !selection.isEmpty { return selection }
        return selection.upperBound..<nextBoundary(selection.upperBound)
    }

    /// Replaces `range` (UTF-16, snapped to boundaries) with `replacement` and puts the caret after it.
    mutating func replace(_ range: Range<Int>, with replacement: String) {
        let lower = snapped(range.lowerBound)
        let upper = Swift.max(lower, snapped(range.upperBound))
        let utf16 = Array(text.utf16)
        let prefix = String(decoding: utf16[0..<lower], as: UTF16.self)
        let suffix = String(decoding: utf16[upper...], as: UTF16.self)
        text = prefix + replacement + suffix
        boundaries = Self.boundaries(of: text)
        placeCaret(at: lower + replacement.utf16.count)
    }

    /// Replaces the whole text, moving the caret to the end (what setting `text` does).
    mutating func setText(_ newText: String) {
        self = TextDocument(text: newText)
    }

    /// The text of `range` (UTF-16 offsets, clamped).
    func substring(_ range: Range<Int>) -> String {
        let utf16 = Array(text.utf16)
        let lower = Swift.min(Swift.max(range.lowerBound, 0), utf16.count)
        let upper = Swift.min(Swift.max(range.upperBound, lower), utf16.count)
        return String(decoding: utf16[lower..<upper], as: UTF16.self)
    }

    // MARK: Words and lines

    /// Whether a character belongs to a word (letters, digits, marks, underscore).
    static func isWordCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
            || character.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark }
    }

    /// The word at `offset` for a double tap: the run of word characters touching the offset (the
    /// one after it first), else the single non-space character there, else an empty range.
    func wordRange(at offset: Int) -> Range<Int> {
        let characters = self.characters
        guard !characters.isEmpty else { return 0..<0 }
        var index = boundaryIndex(atOrBefore: offset)
        if index == characters.count || !Self.isWordCharacter(characters[index]) {
            if index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        }
        guard index < characters.count else { return length..<length }
        let isWord = Self.isWordCharacter(characters[index])
        guard isWord else {
            if characters[index].isWhitespace { return boundaries[index]..<boundaries[index] }
            return boundaries[index]..<boundaries[index + 1]
        }
        var start = index
        var end = index + 1
        while start > 0, Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
        return boundaries[start]..<boundaries[end]
    }

    /// The start of the word before `offset` (⌥←): skips non-word characters, then the word.
    func previousWordStart(_ offset: Int) -> Int {
        let characters = self.characters
        var index = boundaryIndex(atOrBefore: offset)
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return boundaries[index]
    }

    /// The end of the word after `offset` (⌥→).
    func nextWordEnd(_ offset: Int) -> Int {
        let characters = self.characters
        var index = boundaryIndex(atOrBefore: offset)
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        return boundaries[index]
    }

    /// The start of the paragraph (text after the previous newline) containing `offset`.
    func paragraphStart(_ offset: Int) -> Int {
        let characters = self.characters
        var index = boundaryIndex(atOrBefore: offset)
        while index > 0, !characters[index - 1].isNewline { index -= 1 }
        return boundaries[index]
    }

    /// The end of the paragraph containing `offset` (before its newline).
    func paragraphEnd(_ offset: Int) -> Int {
        let characters = self.characters
        var index = boundaryIndex(atOrBefore: offset)
        while index < characters.count, !characters[index].isNewline { index += 1 }
        return boundaries[index]
    }
}
