import Foundation

extension UILabel {
    /// The stored attributed text while ``text`` still matches it, else the text in the label's style.
    var composedAttributedText: NSAttributedString? {
        guard let text else { return nil }
        return AttributedTextStyle.composed(
            text, stored: storedAttributedText, font: font, color: textColor, alignment: textAlignment, lineBreakMode: lineBreakMode
        )
    }

    func adoptAttributedText(_ value: NSAttributedString?) {
        guard let value else {
            storedAttributedText = nil
            text = nil
            return
        }
        let (copy, style) = AttributedTextStyle.adopting(value, in: debugName)
        storedAttributedText = copy
        text = copy.string
        if let font = style.font { self.font = font }
        if let color = style.textColor { textColor = color }
        if let alignment = style.alignment { textAlignment = alignment }
        if let mode = style.lineBreakMode { lineBreakMode = mode }
    }
}
