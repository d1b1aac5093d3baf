import Foundation

/// Makes images from drawing code, as UIKit's `UIGraphicsImageRenderer`.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let image = renderer.image { context in
///     UIColor.systemBlue.setFill()
///     context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
///     view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
/// }
/// ```
///
/// Inside `image(actions:)` the context is current: `UIColor.setFill()`/`setStroke()`,
/// `UIImage.draw(in:)`, `String.draw(at:withAttributes:)` and `UIView.drawHierarchy(in:afterScreenUpdates:)`
/// draw into it, and so does the context's `cgContext` (also `UIGraphicsGetCurrentContext()`), which
/// draws paths, ellipses, clips and transforms.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
    /// The format images are made with.
    public let format: UIGraphicsImageRendererFormat
    /// The area drawn, in points (origin usually zero).
    public let bounds: CGRect

    /// A renderer for images of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for the area `bounds` (its origin maps to the image's top-left corner).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with a fresh context and returns what they drew.
    ///
    /// An unusable size or scale (not finite, or no pixels) is reported as a runtime issue and gives
    /// a 1×1-point transparent image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let canvas = makeCanvas()
        let context = UIGraphicsImageRendererContext(canvas: canvas, format: format)
        UIGraphicsImageRendererContext.push(context)
        canvas.saveState()
        actions(context)
        canvas.restoreState()
        UIGraphicsImageRendererContext.pop()
        return context.currentImage
    }

    func makeCanvas() -> RasterCanvas {
        let usableScale = format.scale.isFinite && format.scale > 0
        let usableSize = bounds.isFiniteRect && bounds.width * (usableScale ? format.scale : 1) >= 0.5
            && bounds.height * (usableScale ? format.scale : 1) >= 0.5
        guard usableScale, usableSize else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "UIGraphicsImageRenderer", property: "size \(bounds.size) at scale \(format.scale)",
                reason: "the image would have no pixels; give a positive, finite size and scale. Drawing into a 1×1 pt image instead."
            ))
            return RasterCanvas(size: CGSize(width: 1, height: 1), scale: 1)
        }
        let canvas = RasterCanvas(size: bounds.size, scale: format.scale)
        if format.opaque { canvas.clear(to: .black) }
        canvas.translateBy(x: -bounds.minX, y: -bounds.minY)
        return canvas
    }
}
