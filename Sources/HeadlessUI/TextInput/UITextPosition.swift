import Foundation

/// A position in a text input's document, as UIKit's `UITextPosition`.
///
/// UIKit's class is abstract and every text input returns its own subclass. HeadlessUI's text
/// inputs all use this class directly: a position is a **UTF-16 offset** from the beginning of the
/// document, the unit UIKit's `offset(from:to:)` and `NSRange` use (an emoji counts 2). Positions
/// are values: two positions at the same offset compare equal. Create them through the text
/// input (`position(from:offset:)`, `beginningOfDocument`), not directly. Immutable, so Sendable.
open class UITextPosition: NSObject, @unchecked Sendable {
    /// The UTF-16 offset from the beginning of the document.
    let utf16Offset: Int

    init(utf16Offset: Int) {
        self.utf16Offset = utf16Offset
        super.init()
    }

    /// Positions are equal when they are at the same offset.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextPosition)?.utf16Offset == utf16Offset
    }

    /// Hashes the offset.
    open override var hash: Int { utf16Offset.hashValue }

    /// `UITextPosition(12)`.
    open override var description: String { "UITextPosition(\(utf16Offset))" }
}

/// A range of text between two positions, as UIKit's `UITextRange` (start ≤ end).
open class UITextRange: NSObject, @unchecked Sendable {
    /// The first position of the range.
    public let start: UITextPosition
    /// The position just after the range.
    public let end: UITextPosition

    init(start: UITextPosition, end: UITextPosition) {
        if start.utf16Offset <= end.utf16Offset {
            self.start = start
            self.end = end
        } else {
            self.start = end
            self.end = start
        }
        super.init()
    }

    convenience init(_ range: Range<Int>) {
        self.init(start: UITextPosition(utf16Offset: range.lowerBound), end: UITextPosition(utf16Offset: range.upperBound))
    }

    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { start.utf16Offset == end.utf16Offset }

    /// The range as UTF-16 offsets.
    var utf16Range: Range<Int> { start.utf16Offset..<end.utf16Offset }

    /// Ranges are equal when their ends are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextRange else { return false }
        return other.utf16Range == utf16Range
    }

    /// Hashes the ends.
    open override var hash: Int { utf16Range.hashValue }

    /// `UITextRange(2..<5)`.
    open override var description: String { "UITextRange(\(utf16Range))" }
}
