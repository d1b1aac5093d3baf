import Foundation

extension UILabel {
    func drawTextInCurrentContext(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.drawCount += 1
        let color = displayTextColor
        let drawn = color.withAlphaComponent(color.alpha * context.drawingState.alpha)
        if rect == bounds {
            context.canvas.draw(textLayout, at: textFrame.origin, color: drawn)
            return
        }
        let font = displayFont(forWidth: rect.width)
        let layout = layout(
            of: text ?? "", font: font, width: rect.width, maximumLines: lineLimit(numberOfLines, height: rect.height, font: font))
        context.canvas.draw(layout, at: CGPoint(x: rect.minX, y: rect.minY + (rect.height - layout.size.height) / 2), color: drawn)
    }
}
