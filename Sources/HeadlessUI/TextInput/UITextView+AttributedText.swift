import Foundation

extension UITextView {
    /// The stored attributed text while ``text`` still matches it, else the text in the view's style.
    var composedAttributedText: NSAttributedString {
        AttributedTextStyle.composed(text ?? "", stored: storedAttributedText, font: font, color: textColor, alignment: textAlignment)
    }

    func adoptAttributedText(_ value: NSAttributedString?) {
        let (copy, style) = AttributedTextStyle.adopting(value ?? NSAttributedString(string: ""), in: debugName)
        text = copy.string
        storedAttributedText = copy
        if let font = style.font { self.font = font }
        if let color = style.textColor { textColor = color }
        if let alignment = style.alignment { textAlignment = alignment }
    }
}
