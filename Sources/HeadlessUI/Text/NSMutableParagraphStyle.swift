import Foundation

/// A paragraph style whose values can be changed (UIKit's `NSMutableParagraphStyle`), typically
/// built once and put under `.paragraphStyle` in an attributed string's attributes:
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineSpacing = 4
/// label.attributedText = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: style])
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The horizontal alignment of the paragraph's lines.
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// How lines that do not fit are broken or truncated.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    /// Extra points between the lines of the paragraph.
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    /// Extra points after the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }
    /// Extra points before the paragraph.
    open override var paragraphSpacingBefore: CGFloat {
        get { storedParagraphSpacingBefore }
        set { storedParagraphSpacingBefore = newValue }
    }
    /// The indent of the first line.
    open override var firstLineHeadIndent: CGFloat {
        get { storedFirstLineHeadIndent }
        set { storedFirstLineHeadIndent = newValue }
    }
    /// The indent of the lines after the first.
    open override var headIndent: CGFloat {
        get { storedHeadIndent }
        set { storedHeadIndent = newValue }
    }
    /// The trailing indent (negative: from the trailing margin).
    open override var tailIndent: CGFloat {
        get { storedTailIndent }
        set { storedTailIndent = newValue }
    }
    /// The smallest line height (0: no minimum).
    open override var minimumLineHeight: CGFloat {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = newValue }
    }
    /// The largest line height (0: no maximum).
    open override var maximumLineHeight: CGFloat {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = newValue }
    }
    /// The factor applied to the natural line height (0: none).
    open override var lineHeightMultiple: CGFloat {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = newValue }
    }
    /// The hyphenation threshold (0...1).
    open override var hyphenationFactor: Float {
        get { storedHyphenationFactor }
        set { storedHyphenationFactor = newValue }
    }

    /// Replaces every value with those of `paragraphStyle`.
    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) {
        copyValues(from: paragraphStyle)
    }
}
