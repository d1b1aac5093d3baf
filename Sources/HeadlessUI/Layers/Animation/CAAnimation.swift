import Foundation

/// The timing of a layer animation, as Core Animation's `CAAnimation`. Add a concrete animation
/// (`CABasicAnimation`, `CAKeyframeAnimation`, `CASpringAnimation`) to a layer with
/// `add(_:forKey:)`; it runs on the runtime clock and counts in idle reports until it ends.
@preconcurrency @MainActor
open class CAAnimation {
    /// The curve mapping time to progress (linear when `nil`).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops (held strongly, as Core Animation does).
    open var delegate: CAAnimationDelegate?
    /// Whether the animation leaves the layer when it ends (true by default).
    open var isRemovedOnCompletion = true
    /// Seconds per cycle (0 means Core Animation's 0.25 s).
    open var duration: CFTimeInterval = 0
    /// When the animation starts, in `CACurrentMediaTime()` seconds (0: when it is added).
    open var beginTime: CFTimeInterval = 0
    /// How many times the cycle repeats (`.infinity` repeats forever; 0 means once).
    open var repeatCount: Float = 0
    /// Whether each cycle plays forwards then backwards.
    open var autoreverses = false
    /// What the animation shows outside its active time.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// An animation with default timing.
    public init() {}

    /// A copy with the same timing (subclasses copy their values too).
    func makeCopy() -> CAAnimation {
        let copy = CAAnimation()
        copyTiming(to: copy)
        return copy
    }

    func copyTiming(to copy: CAAnimation) {
        copy.timingFunction = timingFunction; copy.delegate = delegate; copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.duration = duration; copy.beginTime = beginTime; copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses; copy.fillMode = fillMode
    }

    /// The length of one cycle.
    var cycleDuration: TimeInterval { duration > 0 && duration.isFinite ? duration : 0.25 }

    /// The whole active time (infinite for endless repeats).
    var activeDuration: TimeInterval {
        let repeats = repeatCount.isNaN || repeatCount <= 0 ? 1 : Double(repeatCount)
        return cycleDuration * (autoreverses ? 2 : 1) * repeats
    }

    /// Progress along the values (0...1, springs may overshoot) at `local` seconds after the begin time.
    func progress(atLocalTime local: TimeInterval) -> CGFloat {
        let cycle = cycleDuration
        let active = activeDuration
        let clamped = Swift.min(local, active)
        let period = autoreverses ? 2 * cycle : cycle
        var phase = clamped.truncatingRemainder(dividingBy: period)
        if clamped >= active, active.isFinite, phase < 1e-9 { phase = period }
        var fraction = phase / cycle
        if autoreverses, fraction > 1 { fraction = 2 - fraction }
        return curve(fraction: CGFloat(Swift.min(1, Swift.max(0, fraction))))
    }

    /// The timing curve applied to an elapsed fraction of a cycle.
    func curve(fraction: CGFloat) -> CGFloat {
        timingFunction?.progress(at: fraction) ?? fraction
    }

    /// The key path this animation changes (`nil` for plain timing).
    var animatedKeyPath: String? { nil }

    /// The value at `progress` given the layer's model value (nil: no effect).
    func value(at progress: CGFloat, model: LayerAnimationValue?) -> LayerAnimationValue? { nil }
}
