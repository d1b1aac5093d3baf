import Foundation

/// A timing curve mapping elapsed fraction (0...1) to progress.
///
/// - Note: HeadlessUI only; not in UIKit.
enum AnimationCurve: Equatable, Sendable {
    /// Constant speed.
    case linear
    /// Slow start and end (UIKit's default).
    case easeInOut
    /// Slow start.
    case easeIn
    /// Slow end.
    case easeOut
    /// A damped spring that settles at the end of the duration (damping ratio 0 < ζ ≤ 1 and beyond).
    case spring(dampingRatio: CGFloat, initialVelocity: CGFloat)
    /// A cubic Bézier from (0,0) through two control points to (1,1).
    case bezier(x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat)

    /// Progress at elapsed fraction `t` (clamped to 0...1); springs may overshoot 1 before settling.
    func progress(at t: CGFloat) -> CGFloat {
        let t = Swift.min(1, Swift.max(0, t))
        switch self {
        case .linear: return t
        case .easeInOut: return CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).value(at: t)
        case .easeIn: return CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1).value(at: t)
        case .easeOut: return CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1).value(at: t)
        case .spring(let dampingRatio, let initialVelocity):
            return Self.spring(t, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        case .bezier(let x1, let y1, let x2, let y2):
            return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(at: t)
        }
    }

    /// A spring whose envelope decays to 0.1 % at t = 1 (so it looks settled when the duration ends).
    private static func spring(_ t: CGFloat, dampingRatio: CGFloat, initialVelocity: CGFloat) -> CGFloat {
        if t >= 1 { return 1 }
        let zeta = Double(Swift.max(0.01, dampingRatio.isFinite ? dampingRatio : 1))
        let time = Double(t)
        let velocity = Double(initialVelocity.isFinite ? initialVelocity : 0)
        if zeta < 1 {
            let omega = log(1000) / zeta
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            let b = (zeta * omega - velocity) / damped
            return CGFloat(1 - envelope * (cos(damped * time) + b * sin(damped * time)))
        }
        let omega = 9.23  // critically damped: (1 + ωt)e^{-ωt} ≈ 0.001 at t = 1
        let envelope = exp(-omega * time)
        return CGFloat(1 - envelope * (1 + (omega - velocity) * time))
    }
}

/// A CSS-style cubic Bézier timing function from (0,0) to (1,1).
struct CubicBezier {
    let x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat

    func value(at x: CGFloat) -> CGFloat {
        // Solve x(s) = x by bisection (monotonic for valid control points), then return y(s).
        var low: CGFloat = 0, high: CGFloat = 1, s = x
        for _ in 0..<40 {
            let current = Self.coordinate(s, x1, x2)
            if abs(current - x) < 1e-7 { break }
            if current < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return Self.coordinate(s, y1, y2)
    }

    private static func coordinate(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }
}
