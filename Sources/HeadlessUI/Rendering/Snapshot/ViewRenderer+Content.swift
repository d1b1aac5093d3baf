import Foundation

/// A view that draws its own content in snapshots with a `UIGraphicsImageRendererContext`: the
/// older HeadlessUI form of overriding `draw(_:)`, which is the way to prefer (it compiles against
/// UIKit too). Both run in the same step with the same kind of context: the context is current
/// (`UIGraphicsGetCurrentContext()` returns its `cgContext`).
///
/// The renderer calls ``drawContent(in:)`` after `draw(_:)`, before the subviews, with the
/// context's user space set to the view's bounds coordinates.
///
/// ```swift
/// final class Badge: UIView, HeadlessContentDrawing {
///     func drawContent(in context: UIGraphicsImageRendererContext) {
///         context.fill(bounds.insetBy(dx: 4, dy: 4), color: .systemRed)
///     }
/// }
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public protocol HeadlessContentDrawing: UIView {
    /// Draws the view's content; user space is the view's bounds coordinate space.
    func drawContent(in context: UIGraphicsImageRendererContext)
}

extension ViewRenderer {
    /// Whether the renderer has something to draw for `view` besides background, border and subviews.
    static func hasContent(_ view: UIView) -> Bool {
        if CustomDrawing.mayDraw(view) || view is HeadlessContentDrawing || view.layer.drawsOwnContent { return true }
        if let label = view as? UILabel { return !(label.text ?? "").isEmpty }
        if let imageView = view as? UIImageView { return imageView.displayedImage != nil }
        return ControlStyling.drawsContent(view)
    }

    /// Draws the view's content: its layer's own content, `draw(_:)`, then what HeadlessUI draws for
    /// the known view types (and ``HeadlessContentDrawing`` views).
    static func drawContent(of view: UIView, bounds: CGRect, values: LayerValues, opacity: CGFloat, in canvas: RasterCanvas) {
        if view.layer.drawsOwnContent { view.layer.drawOwnContent(in: canvas, values: values, opacity: opacity) }
        CustomDrawing.run(for: view, canvas: canvas, opacity: opacity) { _ in
            view.drawWasNotOverridden = false
            view.draw(bounds)
            return view.drawWasNotOverridden
        }
        if let custom = view as? HeadlessContentDrawing {
            canvas.saveState()
            let context = UIGraphicsImageRendererContext(canvas: canvas, format: .init(scale: canvas.scale))
            UIGraphicsImageRendererContext.push(context)
            custom.drawContent(in: context)
            UIGraphicsImageRendererContext.pop()
            canvas.restoreState()
            return
        }
        if let label = view as? UILabel {
            drawText(of: label, opacity: opacity, in: canvas)
            return
        }
        if let imageView = view as? UIImageView {
            drawImage(of: imageView, opacity: opacity, in: canvas)
            return
        }
        if ControlStyling.drawsContent(view) { ControlStyling.draw(view, bounds: bounds, opacity: opacity, in: canvas) }
    }

    /// A label's lines in its display colour, vertically centred in its bounds as UIKit does, through
    /// `drawText(in:)` so subclasses that override it (padding) draw where they ask.
    static func drawText(of label: UILabel, opacity: CGFloat, in canvas: RasterCanvas) {
        canvas.saveState()
        let context = CGContext(canvas: canvas)
        if opacity < 1 { context.setAlpha(opacity) }
        UIGraphicsPushContext(context)
        label.drawText(in: label.bounds)
        UIGraphicsPopContext()
        canvas.restoreState()
    }

    /// An image view's displayed image in its ``UIImageView/imageFrame`` (content mode), tinted
    /// when drawn as a template.
    static func drawImage(of imageView: UIImageView, opacity: CGFloat, in canvas: RasterCanvas) {
        guard let image = imageView.displayedImage, let frame = imageView.imageFrame else { return }
        canvas.draw(image, in: frame, tintColor: imageView.displayedTintColor, opacity: opacity)
    }
}
