import Foundation

/// A text input with a document, positions and a selection, as UIKit's `UITextInput`: the API
/// that tests, keyboards and input methods use to read and move the caret.
///
/// HeadlessUI's inputs (``UITextField``, ``UITextView``) implement it with ``UITextPosition``s that
/// hold UTF-16 offsets. There is no marked (provisional, IME) text: ``markedTextRange`` is always
/// `nil`, and typed text is committed at once.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The selection; an empty range is the caret. `nil` while the input is not editing and has no selection.
    var selectedTextRange: UITextRange? { get set }
    /// The provisional (IME) text; always `nil` in HeadlessUI.
    var markedTextRange: UITextRange? { get }
    /// The position `offset` UTF-16 units from `position`, or `nil` outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The number of UTF-16 units from `from` to `to` (negative when `to` comes first).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The range between two positions (in either order), or `nil` outside the document.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The text of `range`, or `nil` outside the document.
    func text(in range: UITextRange) -> String?
    /// Replaces the text of `range` (as an edit by the app: no delegate check, no editing-changed event).
    func replace(_ range: UITextRange, withText text: String)
    /// Orders two positions.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The caret's rectangle at `position`, in the input's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The glyph boundary nearest to `point` (in the input's coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
}
