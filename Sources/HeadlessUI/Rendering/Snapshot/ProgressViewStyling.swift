import Foundation

/// The look of `UIProgressView`: the track across the bounds in
/// ``UIProgressView/effectiveTrackTintColor`` and the filled part (the on-screen
/// ``UIProgressView/presentedProgress``, from the leading edge) in
/// ``UIProgressView/effectiveProgressTintColor``; both rounded to half the height for the
/// `.default` style (iOS 14+), square for `.bar`.
@MainActor
enum ProgressViewStyling {
    static func draw(_ view: UIProgressView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        let radius = view.progressViewStyle == .bar ? 0 : bounds.height / 2
        canvas.fill(bounds, cornerRadius: radius, color: StylingShapes.faded(view.effectiveTrackTintColor, opacity))
        let fraction = CGFloat(Swift.min(1, Swift.max(0, view.presentedProgress)))
        let width = bounds.width * fraction
        guard width > 0 else { return }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let fill = CGRect(x: rightToLeft ? bounds.maxX - width : bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        canvas.fill(fill, cornerRadius: radius, color: StylingShapes.faded(view.effectiveProgressTintColor, opacity))
    }
}
