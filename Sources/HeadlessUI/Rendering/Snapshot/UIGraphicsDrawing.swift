import Foundation

extension UIColor {
    /// Makes this the fill colour of the current context (`UIGraphicsGetCurrentContext()`; no effect
    /// outside one).
    @MainActor
    public func setFill() {
        UIGraphicsGetCurrentContext()?.drawingState.fillColor = resolvedForCGColor()
    }

    /// Makes this the stroke colour of the current context (no effect outside one).
    @MainActor
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.drawingState.strokeColor = resolvedForCGColor()
    }

    /// Makes this both the fill and the stroke colour of the current context.
    @MainActor
    public func set() {
        setFill()
        setStroke()
    }
}

extension UIImage {
    /// Draws the image stretched into `rect` in the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.drawCount += 1
        context.canvas.draw(self, in: rect, tintColor: tintColor)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}

extension String {
    /// Draws the string on one line with the top-left of its line box at `point`, in the
    /// attributes' font (system 12 by default) and foreground colour (black by default).
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.drawCount += 1
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: UIFont.defaultSizeForZero)
        let color = attributes?[.foregroundColor] as? UIColor ?? .black
        context.canvas.drawString(self, font: font, at: point, color: color)
    }

    /// Draws the string wrapped into `rect` (word wrapping, clipped to the lines that fit).
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.drawCount += 1
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: UIFont.defaultSizeForZero)
        let color = attributes?[.foregroundColor] as? UIColor ?? .black
        let lines = font.lineHeight > 0 ? Swift.max(1, Int(rect.height / font.lineHeight)) : 1
        let layout = TextLayout(text: self, font: font, width: rect.width, numberOfLines: lines, lineBreakMode: .byWordWrapping)
        context.canvas.draw(layout, at: rect.origin, color: color)
    }
}
