import Foundation

/// The drawing context handed to `UIGraphicsImageRenderer.image(actions:)`, as UIKit's
/// `UIGraphicsImageRendererContext`; ``cgContext`` draws into the same image.
///
/// UIKit-shaped operations use the current fill and stroke colours (`UIColor.setFill()`,
/// `setStroke()`), which are the `cgContext`'s; HeadlessUI adds colour-taking variants.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    /// The surface drawing goes to (transform, clip, shapes, images, text).
    let canvas: RasterCanvas
    /// The Core Graphics context drawing into the image.
    public let cgContext: CGContext
    /// The colour ``fill(_:)`` uses (black until `UIColor.setFill()`); the `cgContext`'s fill colour.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var fillColor: UIColor {
        get { cgContext.drawingState.fillColor }
        set { cgContext.drawingState.fillColor = newValue }
    }
    /// The colour ``stroke(_:)`` uses (black until `UIColor.setStroke()`); the `cgContext`'s stroke colour.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var strokeColor: UIColor {
        get { cgContext.drawingState.strokeColor }
        set { cgContext.drawingState.strokeColor = newValue }
    }
    /// The width of lines drawn by ``stroke(_:)`` (1 point, Core Graphics' default); the `cgContext`'s.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var lineWidth: CGFloat {
        get { cgContext.drawingState.stroke.width }
        set { cgContext.setLineWidth(newValue) }
    }

    init(canvas: RasterCanvas, format: UIGraphicsImageRendererFormat) {
        self.canvas = canvas
        self.format = format
        cgContext = CGContext(canvas: canvas)
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage {
        let image = canvas.makeImage()
        guard format.opaque else { return image }
        var bytes = image.rgbaBytes
        for index in stride(from: 3, to: bytes.count, by: 4) { bytes[index] = 255 }
        return UIImage(
            size: image.size, scale: image.scale, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
            bytes: bytes, renderingMode: .automatic, tintColor: nil, symbolName: nil, accessibilityLabel: nil
        )
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with `color`.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func fill(_ rect: CGRect, color: UIColor) {
        cgContext.drawCount += 1
        canvas.fill(rect, color: color)
    }

    /// Strokes the outline of `rect` with the current stroke colour and ``lineWidth``, centred on
    /// the rectangle's edges as Core Graphics strokes.
    public func stroke(_ rect: CGRect) {
        cgContext.drawCount += 1
        let half = lineWidth / 2
        canvas.strokeBorder(of: rect.insetBy(dx: -half, dy: -half), width: lineWidth, color: strokeColor)
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        canvas.clip(to: rect)
    }

    // MARK: The current context

    private static var stack: [UIGraphicsImageRendererContext] = []

    /// The context of the innermost running `image(actions:)`, if any.
    public static var current: UIGraphicsImageRendererContext? { stack.last }

    static func push(_ context: UIGraphicsImageRendererContext) {
        stack.append(context)
        UIGraphicsPushContext(context.cgContext)
    }

    static func pop() {
        _ = stack.popLast()
        UIGraphicsPopContext()
    }
}
