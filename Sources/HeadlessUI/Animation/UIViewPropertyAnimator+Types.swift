import Foundation

extension UIView {
    /// A timing curve, as UIKit's `UIView.AnimationCurve` (UIKit's raw values).
    public enum AnimationCurve: Int, Sendable {
        /// Slow start and end.
        case easeInOut = 0
        /// Slow start.
        case easeIn = 1
        /// Slow end.
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        var timing: HeadlessUI.AnimationCurve {
            switch self {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}

/// The state of an interruptible animation, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Started (running or paused).
    case active = 1
    /// Stopped, waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// Back at the start values.
    case start = 1
    /// Wherever it was when stopped.
    case current = 2
}

/// The timing of one animation driven by a `UIViewPropertyAnimator`: a value the animator updates
/// whenever it starts, pauses, scrubs or reverses, so `Animator` reads progress without calling it.
struct DrivenTiming: Sendable {
    /// The fraction when the animator last started, paused or was scrubbed.
    var baseFraction: CGFloat = 0
    /// When the fraction started moving from `baseFraction` (after any start delay).
    var resumedAt: TimeInterval = 0
    /// Whether the fraction moves with time.
    var isRunning = false
    /// Whether it moves towards 0.
    var isReversed = false
    /// Seconds for the whole 0...1.
    var duration: TimeInterval
    /// The animator's fraction when this animation was added (it runs from there to 1).
    var startFraction: CGFloat = 0
    /// The timing curve.
    var curve: AnimationCurve

    /// The animator's fraction at `now`.
    func fraction(at now: TimeInterval) -> CGFloat {
        guard isRunning, now > resumedAt else { return baseFraction }
        guard duration > 0 else { return isReversed ? 0 : 1 }
        let moved = CGFloat((now - resumedAt) / duration)
        return Swift.min(1, Swift.max(0, isReversed ? baseFraction - moved : baseFraction + moved))
    }

    /// This animation's curve progress at `now`.
    func progress(at now: TimeInterval) -> CGFloat {
        let local = startFraction >= 1 ? 1 : Swift.max(0, (fraction(at: now) - startFraction) / (1 - startFraction))
        return curve.progress(at: local)
    }
}
