import Foundation

/// A timing curve (a cubic Bézier from (0, 0) to (1, 1)), as Core Animation's `CAMediaTimingFunction`.
public final class CAMediaTimingFunction: Sendable {
    let x1: Float, y1: Float, x2: Float, y2: Float

    /// One of the standard curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        x1 = c1x; y1 = c1y; x2 = c2x; y2 = c2y
    }

    /// Progress at elapsed fraction `t` (0...1).
    func progress(at t: CGFloat) -> CGFloat {
        if x1 == y1, x2 == y2 { return t }
        return CubicBezier(x1: CGFloat(x1), y1: CGFloat(y1), x2: CGFloat(x2), y2: CGFloat(y2)).value(at: Swift.min(1, Swift.max(0, t)))
    }
}
