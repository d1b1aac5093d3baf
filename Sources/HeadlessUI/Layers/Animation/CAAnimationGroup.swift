import Foundation

/// Several animations that run together on one layer, as Core Animation's `CAAnimationGroup`:
/// the children's begin times and durations are in the group's time, and they are cut off where
/// the group's ``CAAnimation/duration`` ends. The group's repeat, autoreverse, timing function and
/// fill apply to all of them; the group's delegate hears its start and stop.
///
/// ```swift
/// let pulse = CAAnimationGroup()
/// pulse.animations = [scale, fade]
/// pulse.duration = 1
/// layer.add(pulse, forKey: "pulse")
/// ```
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations run together (copied when the group is added to a layer).
    open var animations: [CAAnimation]?

    override func makeCopy() -> CAAnimation {
        let copy = CAAnimationGroup()
        copyTiming(to: copy)
        copy.animations = animations?.map { $0.makeCopy() }
        return copy
    }

    /// The time inside the group's current cycle (0...duration) at `local` seconds after its begin,
    /// through its timing function and autoreverse.
    func childTime(atLocalTime local: TimeInterval) -> TimeInterval {
        let cycle = cycleDuration
        let active = activeDuration
        let clamped = Swift.min(local, active)
        let period = autoreverses ? 2 * cycle : cycle
        var phase = clamped.truncatingRemainder(dividingBy: period)
        if clamped >= active, active.isFinite, phase < 1e-9 { phase = period }
        if autoreverses, phase > cycle { phase = period - phase }
        return TimeInterval(curve(fraction: CGFloat(Swift.min(1, Swift.max(0, phase / cycle))))) * cycle
    }
}
