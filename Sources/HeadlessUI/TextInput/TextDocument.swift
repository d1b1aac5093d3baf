import Foundation

/// The text of an input and its selection, as a value: UTF-16 offsets throughout (UIKit's unit),
/// with the selection always on grapheme-cluster boundaries so that the caret never splits an
/// emoji or an accented letter. Text fields and text views keep one and apply edits to it.
///
/// Edits are incremental: the text is mutated in place and the grapheme boundaries are
/// re-segmented only around the edit, so typing near the caret costs about the same whatever the
/// text's length. Every change of the text bumps ``revision`` and records ``lastEdit``, which lets
/// layout caches catch up by the same small step instead of measuring the whole text again.
struct TextDocument: Equatable {
    /// The text.
    private(set) var text: String
    /// The UTF-16 offset of every grapheme boundary, from 0 to the UTF-16 length.
    private(set) var boundaries: [Int]
    /// The selection (empty: the caret).
    private(set) var selection: Range<Int>
    /// The end that stays put when a shift-arrow extends the selection.
    private(set) var anchor: Int
    /// Bumped on every change of the text (never on selection changes).
    private(set) var revision = 0
    /// The clusters the change to ``revision`` replaced; `nil` when the whole text was set.
    private(set) var lastEdit: ClusterEdit?

    /// Which grapheme clusters an edit replaced: clusters `replaced` of the old text became clusters
    /// `replaced.lowerBound ..< replaced.lowerBound + insertedCount` of the new one.
    struct ClusterEdit: Equatable {
        /// The old clusters that were replaced.
        var replaced: Range<Int>
        /// How many clusters took their place.
        var insertedCount: Int
    }

    /// Two documents are equal when their text and selection are (the edit history does not count).
    static func == (lhs: TextDocument, rhs: TextDocument) -> Bool {
        lhs.text == rhs.text && lhs.selection == rhs.selection && lhs.anchor == rhs.anchor
    }

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

    /// The characters (grapheme clusters) `clusters` of the text (indices between boundaries).
    func characters(inClusters clusters: Range<Int>) -> [Character] {
        guard !clusters.isEmpty else { return [] }
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: boundaries[clusters.lowerBound])
        let end = utf16.index(start, offsetBy: boundaries[clusters.upperBound] - boundaries[clusters.lowerBound])
        return Array(text[start..<end])
    }

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

    /// What ⌥⌫ deletes: the selection, or back to the start of the word before the caret.
    var deleteWordBackwardRange: Range<Int> {
        selection.isEmpty ? previousWordStart(caret)..<caret : selection
    }

    /// Replaces `range` (UTF-16, snapped to boundaries) with `replacement` and puts the caret after it.
    mutating func replace(_ range: Range<Int>, with replacement: String) {
        let lower = snapped(range.lowerBound)
        let upper = Swift.max(lower, snapped(range.upperBound))
        let lowerIndex = boundaryIndex(atOrBefore: lower)
        let upperIndex = boundaryIndex(atOrBefore: upper)
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: lower)
        let end = utf16.index(start, offsetBy: upper - lower)
        text.replaceSubrange(start..<end, with: replacement)
        let insertedLength = replacement.utf16.count
        resegment(replacing: lowerIndex..<upperIndex, delta: insertedLength - (upper - lower))
        revision &+= 1
        placeCaret(at: lower + insertedLength)
    }

    /// Brings ``boundaries`` up to date after clusters `replaced` of the old text changed length
    /// by `delta` UTF-16 units, and records the edit in ``lastEdit``.
    ///
    /// Segmentation restarts at the boundary before the edit (a combining mark typed at the start of
    /// the edit joins the cluster before it; boundaries further back depend only on what precedes
    /// them) and runs until it meets an old boundary past the edit, shifted by `delta`: grapheme
    /// breaking only looks back over text that contains no boundary, so the rest is unchanged.
    private mutating func resegment(replacing replaced: Range<Int>, delta: Int) {
        let restartIndex = Swift.max(0, replaced.lowerBound - 1)
        var offset = boundaries[restartIndex]
        let utf16 = text.utf16
        let restart = utf16.index(utf16.startIndex, offsetBy: offset)
        var newBoundaries: [Int] = []
        var oldIndex = replaced.upperBound
        var resumeIndex = boundaries.count
        for character in text[restart...] {
            offset += character.utf16.count
            newBoundaries.append(offset)
            while oldIndex < boundaries.count, boundaries[oldIndex] + delta < offset { oldIndex += 1 }
            if oldIndex < boundaries.count, boundaries[oldIndex] + delta == offset {
                resumeIndex = oldIndex + 1
                break
            }
        }
        if delta != 0 {
            for index in resumeIndex..<boundaries.count { boundaries[index] += delta }
        }
        boundaries.replaceSubrange((restartIndex + 1)..<resumeIndex, with: newBoundaries)
        lastEdit = ClusterEdit(replaced: restartIndex..<(resumeIndex - 1), insertedCount: newBoundaries.count)
        assert(boundaries == Self.boundaries(of: text), "incremental grapheme boundaries diverged from a full segmentation")
    }

    /// Replaces the whole text, moving the caret to the end (what setting `text` does).
    mutating func setText(_ newText: String) {
        let nextRevision = revision &+ 1
        self = TextDocument(text: newText)
        revision = nextRevision
    }

    /// The text of `range` (UTF-16 offsets, clamped).
    func substring(_ range: Range<Int>) -> String {
        let utf16 = text.utf16
        let lower = Swift.min(Swift.max(range.lowerBound, 0), length)
        let upper = Swift.min(Swift.max(range.upperBound, lower), length)
        let start = utf16.index(utf16.startIndex, offsetBy: lower)
        let end = utf16.index(start, offsetBy: upper - lower)
        return String(decoding: utf16[start..<end], as: UTF16.self)
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
