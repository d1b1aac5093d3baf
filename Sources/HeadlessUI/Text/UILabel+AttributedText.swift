import Foundation

extension UILabel {
    /// The stored attributed text while ``text`` still matches it, else the text in the label's style.
    var composedAttributedText: NSAttributedString? {
        guard let text else { return nil }
        if let stored = storedAttributedText, stored.string == text { return stored }
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return NSAttributedString(
            string: text, attributes: [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: style])
    }

    func adoptAttributedText(_ value: NSAttributedString?) {
        guard let value else {
            storedAttributedText = nil
            text = nil
            return
        }
        let copy = NSAttributedString(attributedString: value)
        let style = AttributedTextStyle(copy)
        storedAttributedText = copy
        text = copy.string
        if let font = style.font { self.font = font }
        if let color = style.textColor { textColor = color }
        if let alignment = style.alignment { textAlignment = alignment }
        if let mode = style.lineBreakMode { lineBreakMode = mode }
        AttributedTextStyle.reportIfMixed(copy, in: debugName, property: "attributedText")
    }
}
