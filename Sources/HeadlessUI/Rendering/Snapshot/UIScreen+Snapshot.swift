import Foundation

extension UIScreen {
    /// An image of what the screen shows: every visible window composited back to front by level,
    /// black where no window covers the screen, and the status bar (time, signal, battery) drawn on
    /// top, as a device screenshot looks.
    ///
    /// - Parameters:
    ///   - scale: pixels per point; the screen's scale by default (`3` on the iPhone profile).
    ///   - rect: the part of the screen to capture, in screen points (the whole screen by default);
    ///     it is intersected with the screen.
    ///   - includesStatusBar: whether to draw the status bar over the windows.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func screenshot(scale: CGFloat? = nil, in rect: CGRect? = nil, includesStatusBar: Bool = true) -> UIImage {
        let resolvedScale = UIView.snapshotScale(scale)
        var area = bounds
        if let rect {
            let clipped = rect.isFiniteRect ? rect.standardized.intersection(bounds) : .null
            if clipped.isNull || clipped.width <= 0 || clipped.height <= 0 {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: "UIScreen", property: "screenshot rect \(rect)",
                    reason: "the rect does not overlap the screen \(bounds); capturing the whole screen."
                ))
            } else {
                area = clipped
            }
        }
        for window in UIApplication.current?.windows ?? [] where !window.isHidden { window.layoutIfNeeded() }
        let canvas = RasterCanvas(size: area.size, scale: resolvedScale)
        canvas.clear(to: .black)
        canvas.translateBy(x: -area.minX, y: -area.minY)
        ViewRenderer.renderWindows(in: canvas)
        if includesStatusBar, let application = UIApplication.current, !application.isStatusBarHiddenInEffect {
            StatusBarStyling.draw(
                in: canvas, frame: application.statusBarFrame, idiom: profile.idiom,
                color: StatusBarStyling.color(for: application.statusBarStyleInEffect)
            )
        }
        return canvas.makeImage()
    }
}
