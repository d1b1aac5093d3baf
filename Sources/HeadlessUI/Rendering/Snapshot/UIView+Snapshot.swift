import Foundation

extension UIView {
    /// Draws this view and its subviews into the current image-renderer context, scaled into `rect`
    /// (in the context's user space), as UIKit's `drawHierarchy(in:afterScreenUpdates:)`.
    ///
    /// With `afterScreenUpdates`, pending layout runs first. Returns false (and draws nothing) when
    /// no `UIGraphicsImageRenderer` block is running or the view has an empty size.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsImageRendererContext.current else { return false }
        if afterScreenUpdates { layoutIfNeeded() }
        let size = presentationValues.bounds.size
        guard size.width > 0, size.height > 0, rect.isFiniteRect else { return false }
        let canvas = context.canvas
        canvas.saveState()
        canvas.translateBy(x: rect.minX, y: rect.minY)
        canvas.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        ViewRenderer.render(self, in: canvas)
        canvas.restoreState()
        return true
    }

    /// An image of this view and its subviews at `scale` (the screen's scale by default), the size
    /// of its bounds, with transparent pixels where nothing draws. HeadlessUI's convenience for
    /// snapshot tests and failure reports; pending layout runs first.
    ///
    /// A view with an empty size gives a 1×1-point transparent image.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func snapshotImage(scale: CGFloat? = nil) -> UIImage {
        layoutIfNeeded()
        let size = bounds.size
        let resolvedScale = Self.snapshotScale(scale)
        guard size.width > 0, size.height > 0 else {
            return RasterCanvas(size: CGSize(width: 1, height: 1), scale: resolvedScale).makeImage()
        }
        let canvas = RasterCanvas(size: size, scale: resolvedScale)
        canvas.scaleBy(
            x: CGFloat(canvas.pixelWidth) / (size.width * resolvedScale), y: CGFloat(canvas.pixelHeight) / (size.height * resolvedScale)
        )
        ViewRenderer.render(self, in: canvas)
        return canvas.makeImage()
    }

    /// `scale` if usable, else the screen's scale (a bad value is reported).
    static func snapshotScale(_ scale: CGFloat?) -> CGFloat {
        let screenScale = UIApplication.current?.screen.scale ?? 1
        guard let scale else { return screenScale }
        guard scale.isFinite, scale > 0, scale <= SnapshotLimits.maximumScale else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "snapshot", property: "scale \(scale)",
                reason: "a snapshot scale must be finite and in 0<…≤\(SnapshotLimits.maximumScale); using the screen's scale "
                    + "\(screenScale)."
            ))
            return screenScale
        }
        return scale
    }
}

/// Bounds on snapshot parameters.
enum SnapshotLimits {
    /// The largest scale a snapshot accepts (HeadlessUI's choice: 4×, above any device).
    static let maximumScale: CGFloat = 4
}
