import Foundation

/// The look of `UIActivityIndicatorView`: ``UIActivityIndicatorView/spokeCount`` rounded spokes
/// around the centre in the indicator's `color`, clockwise from the top; the spoke at
/// ``UIActivityIndicatorView/currentAnimationStep`` is opaque and the ones behind it fade to
/// ``minimumSpokeAlpha``, so consecutive snapshots show the spin.
@MainActor
enum ActivityIndicatorStyling {
    /// Alpha of the faintest spoke (iOS: the trailing spokes fade to about a third).
    static let minimumSpokeAlpha: CGFloat = 0.3
    /// Inner end of the spokes, as a fraction of the side length.
    static let innerRadiusFraction: CGFloat = 0.22
    /// Outer end of the spokes, as a fraction of the side length.
    static let outerRadiusFraction: CGFloat = 0.48
    /// Spoke thickness, as a fraction of the side length (iOS medium: about 2.2 pt of 20).
    static let thicknessFraction: CGFloat = 0.11

    static func draw(_ indicator: UIActivityIndicatorView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        let side = Swift.min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let count = UIActivityIndicatorView.spokeCount
        let step = indicator.currentAnimationStep
        let color: UIColor = indicator.color ?? .gray
        let thickness = side * thicknessFraction
        let inner = side * innerRadiusFraction, outer = side * outerRadiusFraction - thickness / 2
        for spoke in 0..<count {
            canvas.saveState()
            canvas.translateBy(x: bounds.midX, y: bounds.midY)
            canvas.rotate(by: -CGFloat.pi / 2 + CGFloat(spoke) * 2 * .pi / CGFloat(count))
            let rect = CGRect(x: inner, y: -thickness / 2, width: Swift.max(thickness, outer - inner + thickness / 2), height: thickness)
            canvas.fill(
                rect, cornerRadius: thickness / 2,
                color: StylingShapes.faded(color, opacity * spokeAlpha(spoke: spoke, step: step, count: count))
            )
            canvas.restoreState()
        }
    }

    /// The alpha of `spoke` when `step` is the brightest: 1 for it, falling linearly behind it.
    static func spokeAlpha(spoke: Int, step: Int, count: Int) -> CGFloat {
        guard count > 1 else { return 1 }
        let behind = ((step - spoke) % count + count) % count
        return 1 - (1 - minimumSpokeAlpha) * CGFloat(behind) / CGFloat(count - 1)
    }
}
