import Foundation

/// The paragraph attributes of attributed text (UIKit's `NSParagraphStyle`): alignment, line
/// breaking and spacing. Read-only; make changes on an ``NSMutableParagraphStyle``.
///
/// HeadlessUI reads ``alignment`` and ``lineBreakMode`` of the style at the start of a label's or
/// text view's attributed text; the spacing and indent values are kept but not laid out (see
/// Guide/HeadlessUI.md).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The style with UIKit's defaults: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    var storedAlignment: NSTextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineSpacing: CGFloat = 0
    var storedParagraphSpacing: CGFloat = 0
    var storedParagraphSpacingBefore: CGFloat = 0
    var storedFirstLineHeadIndent: CGFloat = 0
    var storedHeadIndent: CGFloat = 0
    var storedTailIndent: CGFloat = 0
    var storedMinimumLineHeight: CGFloat = 0
    var storedMaximumLineHeight: CGFloat = 0
    var storedLineHeightMultiple: CGFloat = 0
    var storedHyphenationFactor: Float = 0

    /// Creates a style with the defaults of ``default``.
    public override init() {
        super.init()
    }

    /// The horizontal alignment of the paragraph's lines.
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines that do not fit are broken or truncated.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Extra points between the lines of the paragraph.
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// Extra points after the paragraph.
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }
    /// Extra points before the paragraph.
    open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }
    /// The indent of the first line.
    open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
    /// The indent of the lines after the first.
    open var headIndent: CGFloat { storedHeadIndent }
    /// The trailing indent (negative: from the trailing margin).
    open var tailIndent: CGFloat { storedTailIndent }
    /// The smallest line height (0: no minimum).
    open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
    /// The largest line height (0: no maximum).
    open var maximumLineHeight: CGFloat { storedMaximumLineHeight }
    /// The factor applied to the natural line height (0: none).
    open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
    /// The hyphenation threshold (0...1).
    open var hyphenationFactor: Float { storedHyphenationFactor }

    /// An immutable copy with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    /// A mutable copy with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    /// Two styles are equal when all their values are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int { values.hashValue }

    private var values: [String] {
        [
            "\(storedAlignment.rawValue)", "\(storedLineBreakMode.rawValue)", "\(storedLineSpacing)", "\(storedParagraphSpacing)",
            "\(storedParagraphSpacingBefore)", "\(storedFirstLineHeadIndent)", "\(storedHeadIndent)", "\(storedTailIndent)",
            "\(storedMinimumLineHeight)", "\(storedMaximumLineHeight)", "\(storedLineHeightMultiple)", "\(storedHyphenationFactor)",
        ]
    }

    func copyValues(from other: NSParagraphStyle) {
        storedAlignment = other.storedAlignment
        storedLineBreakMode = other.storedLineBreakMode
        storedLineSpacing = other.storedLineSpacing
        storedParagraphSpacing = other.storedParagraphSpacing
        storedParagraphSpacingBefore = other.storedParagraphSpacingBefore
        storedFirstLineHeadIndent = other.storedFirstLineHeadIndent
        storedHeadIndent = other.storedHeadIndent
        storedTailIndent = other.storedTailIndent
        storedMinimumLineHeight = other.storedMinimumLineHeight
        storedMaximumLineHeight = other.storedMaximumLineHeight
        storedLineHeightMultiple = other.storedLineHeightMultiple
        storedHyphenationFactor = other.storedHyphenationFactor
    }
}
