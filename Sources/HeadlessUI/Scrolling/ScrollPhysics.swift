import Foundation

/// The numbers and formulas behind scroll-view motion, as pure functions (so they can be checked on
/// their own, and so table views and pickers built on ``UIScrollView`` share them).
///
/// - Rubber band (while dragging past an edge): `(1 − 1 / (x · 0.55 / d + 1)) · d`, where `x` is how
///   far the finger pulled past the edge and `d` the scroll view's size on that axis.
/// - Deceleration: the velocity keeps `rate` of itself per millisecond
///   (`UIScrollView.DecelerationRate.normal` 0.998, `.fast` 0.99), so
///   `v(t) = v₀ · rate^(1000 t)` and the content comes to rest `−v₀ / (1000 · ln rate)` further on.
/// - Bounce: a critically damped spring pulls content that went past an edge back to it
///   (HeadlessUI's choice of stiffness, ``bounceSpringFrequency``).
///
/// ```swift
/// ScrollPhysics.rubberBandDistance(pull: 100, dimension: 600)          // ≈ 50.4 pt
/// ScrollPhysics.decelerationDistance(velocity: 1000, rate: 0.998)     // ≈ 499.5 pt
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
public enum ScrollPhysics {
    /// UIKit's rubber-band coefficient.
    public static let rubberBandCoefficient: CGFloat = 0.55
    /// Natural frequency (rad/s) of the critically damped spring that bounces content back to an edge
    /// and snaps pages (HeadlessUI's choice: settles within about half a second, like UIKit's bounce).
    public static let bounceSpringFrequency: Double = 15.7
    /// Motion ends when the content would move less than this much more (points).
    public static let restingDistance: Double = 0.5
    /// A spring ends when it is this slow (points per second) and within ``restingDistance``.
    public static let restingSpringVelocity: Double = 10

    /// How far content moves past an edge when the finger pulls `pull` points past it.
    public static func rubberBandDistance(pull: CGFloat, dimension: CGFloat) -> CGFloat {
        guard pull > 0, dimension > 0, pull.isFinite, dimension.isFinite else { return 0 }
        return (1 - 1 / (pull * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The finger pull that produces a rubber-band `distance` (the inverse of ``rubberBandDistance(pull:dimension:)``).
    public static func pull(forRubberBandDistance distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0, distance.isFinite, dimension.isFinite else { return 0 }
        // Content set past the rubber band's reach (by code) maps to the reach's 99 % point.
        let reachable = Swift.min(distance, dimension * 0.99)
        return (1 / (1 - reachable / dimension) - 1) * dimension / rubberBandCoefficient
    }

    /// Distance travelled until rest by content released at `velocity` (points per second) with the
    /// per-millisecond deceleration `rate`.
    public static func decelerationDistance(velocity: Double, rate: Double) -> Double {
        velocity * decelerationDistanceFactor(rate: rate)
    }

    /// Seconds of motion per unit of velocity: `−1 / (1000 · ln rate)` (0.4995 s for 0.998).
    static func decelerationDistanceFactor(rate: Double) -> Double {
        -1 / (1000 * Foundation.log(rate))
    }

    /// Position and velocity `elapsed` seconds into a deceleration from `velocity`.
    static func decelerate(velocity: Double, rate: Double, elapsed: Double) -> (distance: Double, velocity: Double) {
        let decay = Foundation.pow(rate, 1000 * elapsed)
        return (velocity * (1 - decay) * decelerationDistanceFactor(rate: rate), velocity * decay)
    }

    /// Displacement and velocity `elapsed` seconds into a critically damped spring that started at
    /// `displacement` with `velocity`.
    static func spring(displacement: Double, velocity: Double, elapsed: Double) -> (displacement: Double, velocity: Double) {
        let omega = bounceSpringFrequency
        let b = velocity + omega * displacement
        let decay = Foundation.exp(-omega * elapsed)
        return ((displacement + b * elapsed) * decay, (velocity - omega * b * elapsed) * decay)
    }
}
