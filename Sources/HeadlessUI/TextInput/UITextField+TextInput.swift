import Foundation

extension UITextField {
    /// The position before the first character (offset 0).
    public var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }

    /// The position after the last character (the UTF-16 length).
    public var endOfDocument: UITextPosition { UITextPosition(utf16Offset: document.length) }

    /// The selection; an empty range is the caret. Setting it snaps both ends to character
    /// boundaries; a range outside the document is reported and ignored; `nil` is ignored.
    public var selectedTextRange: UITextRange? {
        get { UITextRange(document.selection) }
        set {
            guard let newValue else { return }
            guard newValue.end.utf16Offset <= document.length, newValue.start.utf16Offset >= 0 else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "selectedTextRange",
                    reason: "\(newValue) lies outside the text (UTF-16 length \(document.length)); the selection was not changed. Build "
                        + "ranges with position(from:offset:) and textRange(from:to:)."
                ))
                return
            }
            changeSelection { $0.select(newValue.utf16Range) }
        }
    }

    /// Always `nil`: HeadlessUI commits typed text at once (no IME marked text).
    public var markedTextRange: UITextRange? { nil }

    /// The position `offset` UTF-16 units from `position`, or `nil` outside the document.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.utf16Offset + offset
        guard (0...document.length).contains(target) else { return nil }
        return UITextPosition(utf16Offset: target)
    }

    /// The UTF-16 distance from `from` to `toPosition`.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.utf16Offset - from.utf16Offset
    }

    /// The range between two positions (either order), or `nil` when one is outside the document.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let valid = 0...document.length
        guard valid.contains(fromPosition.utf16Offset), valid.contains(toPosition.utf16Offset) else { return nil }
        return UITextRange(start: fromPosition, end: toPosition)
    }

    /// The text of `range`, or `nil` when it lies outside the document.
    public func text(in range: UITextRange) -> String? {
        guard range.end.utf16Offset <= document.length else { return nil }
        return document.substring(range.utf16Range)
    }

    /// Replaces the text of `range` as the app would (no delegate check, no `.editingChanged`);
    /// the caret goes after the new text. A range outside the document is reported and ignored.
    public func replace(_ range: UITextRange, withText text: String) {
        guard range.end.utf16Offset <= document.length else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: debugName, property: "replace(_:withText:)",
                reason: "\(range) lies outside the text (UTF-16 length \(document.length)); nothing was replaced."
            ))
            return
        }
        document.replace(range.utf16Range, with: text)
        contentDidChange()
        revealCaret()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Orders two positions by offset.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        if position.utf16Offset == other.utf16Offset { return .orderedSame }
        return position.utf16Offset < other.utf16Offset ? .orderedAscending : .orderedDescending
    }

    // MARK: Accessibility

    /// The accessibility value: the text (one "•" per character when secure), or the placeholder
    /// while the field is empty (XCUITest's `value` reads the placeholder then), else `nil`.
    var accessibilityTextValue: String? {
        if hasText { return displayText }
        return placeholder
    }

    /// The placeholder as assistive technologies report it (XCUITest's `placeholderValue`).
    public var accessibilityPlaceholderValue: String? { placeholder }
}
