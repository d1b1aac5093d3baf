import Foundation

extension UITextField {
    /// The stored attributed text while ``text`` still matches it, else the text in the field's style.
    var composedAttributedText: NSAttributedString? {
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

    /// The stored attributed placeholder while ``placeholder`` still matches it, else the placeholder
    /// in the field's font and the placeholder colour.
    var composedAttributedPlaceholder: NSAttributedString? {
        guard let placeholder else { return nil }
        if let stored = storedAttributedPlaceholder, stored.string == placeholder { return stored }
        return NSAttributedString(string: placeholder, attributes: [.font: font as Any, .foregroundColor: UIColor.placeholderText])
    }

    func adoptAttributedPlaceholder(_ value: NSAttributedString?) {
        guard let value else {
            storedAttributedPlaceholder = nil
            placeholder = nil
            return
        }
        let copy = NSAttributedString(attributedString: value)
        storedAttributedPlaceholder = copy
        placeholder = copy.string
    }
}
