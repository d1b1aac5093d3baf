import Foundation

/// Told when a layer animation starts and stops, as Core Animation's `CAAnimationDelegate` (both
/// methods optional).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (at its begin time).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran its course, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
