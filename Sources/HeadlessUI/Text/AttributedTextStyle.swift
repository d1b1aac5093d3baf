import Foundation

/// The style UIKit reads from the start of an attributed string when a label or text input adopts
/// it: "the values in the font, textColor, and other style-related properties reflect the style
/// information starting at location 0".
struct AttributedTextStyle {
    var font: UIFont?
    var textColor: UIColor?
    var alignment: NSTextAlignment?
    var lineBreakMode: NSLineBreakMode?
    /// Whether the string has one run of attributes; several runs are kept but not drawn per run.
    var isUniform: Bool

    init(_ text: NSAttributedString) {
        guard text.length > 0 else {
            isUniform = true
            return
        }
        var range = NSRange(location: 0, length: 0)
        let attributes = text.attributes(at: 0, effectiveRange: &range)
        font = attributes[.font] as? UIFont
        textColor = attributes[.foregroundColor] as? UIColor
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
            alignment = style.alignment
            lineBreakMode = style.lineBreakMode
        }
        isUniform = range.length >= text.length
    }

    /// `stored` while its string is still `text`, else `text` in one style (what a view's
    /// `attributedText` reads after `text` was set).
    static func composed(
        _ text: String, stored: NSAttributedString?, font: UIFont?, color: UIColor?, alignment: NSTextAlignment,
        lineBreakMode: NSLineBreakMode? = nil
    ) -> NSAttributedString {
        if let stored, stored.string == text { return stored }
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        if let lineBreakMode { style.lineBreakMode = lineBreakMode }
        return NSAttributedString(string: text, attributes: [.font: font as Any, .foregroundColor: color as Any, .paragraphStyle: style])
    }

    /// What a view adopts from `value`: a copy to keep and the style at location 0 (reporting runs
    /// that change style, which are not drawn apart).
    @MainActor
    static func adopting(_ value: NSAttributedString, in object: String) -> (copy: NSAttributedString, style: AttributedTextStyle) {
        let copy = NSAttributedString(attributedString: value)
        reportIfMixed(copy, in: object, property: "attributedText")
        return (copy, AttributedTextStyle(copy))
    }

    /// Reports that only the first run's style is shown when `text` has several runs (runs that
    /// differ only by `.link` are one style: links are tapped, not drawn apart).
    @MainActor
    static func reportIfMixed(_ text: NSAttributedString, in object: String, property: String) {
        guard !AttributedTextStyle(text).isUniform, hasRunsBeyondLinks(text) else { return }
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: object, property: property,
            reason: "attributes change within the text; HeadlessUI draws all of it in the style at location 0 "
                + "(font, colour, alignment), as the view's font and textColor now report. See Guide/HeadlessUI.md."))
    }

    /// Whether runs of `text` differ in an attribute other than `.link`.
    private static func hasRunsBeyondLinks(_ text: NSAttributedString) -> Bool {
        var first: [NSAttributedString.Key: Any]?
        var differs = false
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, _, stop in
            var style = attributes
            style[.link] = nil
            guard let reference = first else {
                first = style
                return
            }
            let same = reference.count == style.count && reference.allSatisfy { key, value in
                guard let other = style[key], let lhs = value as? AnyHashable, let rhs = other as? AnyHashable else { return false }
                return lhs == rhs
            }
            if !same {
                differs = true
                stop.pointee = true
            }
        }
        return differs
    }
}
