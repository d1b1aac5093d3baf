import Foundation

/// The look of `UITextField`: its border style, the text (or the placeholder in
/// `.placeholderText` colour) vertically centred in the text rectangle and clipped to it, and while
/// editing either the selection highlight or the caret (a ``caretWidth``-point bar in the tint colour).
///
/// The caret is always drawn while editing (iOS blinks it; a snapshot shows it lit).
@MainActor
enum TextFieldStyling {
    /// Corner radius of `.roundedRect` fields (iOS: 5 pt).
    static let roundedRectCornerRadius: CGFloat = 5
    /// Border of `.roundedRect` fields (HeadlessUI: a 0.5 pt system grey 4 hairline).
    static let roundedRectBorderColor = UIColor.systemGray4
    /// Width of the `.roundedRect` border.
    static let roundedRectBorderWidth: CGFloat = 0.5
    /// Width of the caret bar (iOS: 2 pt).
    static let caretWidth: CGFloat = 2
    /// Alpha of the tint colour behind selected text (HeadlessUI: 0.25).
    static let selectionAlpha: CGFloat = 0.25
    /// How much a disabled field keeps of its text opacity (HeadlessUI's choice).
    static let disabledTextOpacity: CGFloat = 0.5

    static func draw(_ field: UITextField, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        func faded(_ color: UIColor, _ extra: CGFloat = 1) -> UIColor { color.withAlphaComponent(color.alpha * opacity * extra) }
        drawBorder(field.borderStyle, bounds: bounds, faded: { faded($0) }, in: canvas)
        let geometry = field.textGeometry
        let textRect = geometry.textRect
        let font: UIFont = field.font
        let baseline = textRect.midY - font.lineHeight / 2 + font.ascender
        canvas.saveState()
        canvas.clip(to: textRect.insetBy(dx: -caretWidth, dy: 0))
        if field.isEditing, !field.document.selection.isEmpty {
            let lower = field.document.boundaryIndex(atOrBefore: field.document.selection.lowerBound)
            let upper = field.document.boundaryIndex(atOrBefore: field.document.selection.upperBound)
            let start = geometry.caretX(beforeCluster: lower), end = geometry.caretX(beforeCluster: upper)
            let highlight = CGRect(x: start, y: textRect.midY - font.lineHeight / 2, width: end - start, height: font.lineHeight)
            canvas.fill(highlight, color: faded(field.tintColor, selectionAlpha))
        }
        let textOpacity = field.isEnabled ? 1 : disabledTextOpacity
        if field.hasText {
            canvas.drawString(
                field.displayText, font: font, baselineOrigin: CGPoint(x: geometry.originX, y: baseline),
                color: faded(field.textColor, textOpacity)
            )
        } else if let placeholder = field.placeholder, !placeholder.isEmpty {
            let placeholderRect = field.placeholderRect(forBounds: bounds)
            let placeholderGeometry = SingleLineTextGeometry(
                caretOffsets: font.caretOffsets(for: placeholder), font: font, textRect: placeholderRect,
                alignment: field.resolvedAlignment, scrollOffset: 0
            )
            canvas.drawString(
                placeholder, font: font, baselineOrigin: CGPoint(x: placeholderGeometry.originX, y: baseline),
                color: faded(.placeholderText, textOpacity)
            )
        }
        if field.isEditing, field.document.selection.isEmpty {
            let index = field.document.boundaryIndex(atOrBefore: field.document.caret)
            let caret = geometry.caretRect(beforeCluster: index)
            canvas.fill(
                CGRect(x: caret.minX, y: caret.minY, width: caretWidth, height: caret.height), cornerRadius: caretWidth / 2,
                color: faded(field.tintColor)
            )
        }
        canvas.restoreState()
    }

    private static func drawBorder(_ style: UITextField.BorderStyle, bounds: CGRect, faded: (UIColor) -> UIColor, in canvas: RasterCanvas) {
        switch style {
        case .none:
            break
        case .line:
            canvas.strokeBorder(of: bounds, width: 1, color: faded(.black))
        case .bezel:
            canvas.fill(bounds, color: faded(.white))
            canvas.strokeBorder(of: bounds, width: 1, color: faded(.systemGray))
        case .roundedRect:
            let radii = CornerRadii(all: roundedRectCornerRadius)
            canvas.fill(bounds, cornerRadii: radii, color: faded(.white))
            canvas.strokeBorder(of: bounds, width: roundedRectBorderWidth, cornerRadii: radii, color: faded(roundedRectBorderColor))
        @unknown default:
            break
        }
    }
}
