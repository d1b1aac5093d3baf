import Foundation

/// An interruptible animation of view properties, as UIKit's `UIViewPropertyAnimator`: start,
/// pause, scrub (``fractionComplete``), reverse, stop and finish, on the runtime clock.
///
/// - The animation blocks run when the animator starts (or is first paused or scrubbed): model
///   values change at once and the presentation follows the animator's fraction through its curve.
/// - Running animators count in idle reports; paused ones do not keep the app busy.
/// - Completions get `.end`, or `.start` when a reversed animator ran back to the beginning (the
///   views then take their start values again, as in UIKit).
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }
/// animator.addCompletion { position in if position == .end { card.removeFromSuperview() } }
/// animator.startAnimation()
/// ```
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    /// The duration of a full run, in seconds.
    public let duration: TimeInterval
    /// The delay given to ``startAnimation(afterDelay:)`` (or the running constructor).
    public internal(set) var delay: TimeInterval = 0
    let curve: AnimationCurve

    /// Whether the animation can be paused and stopped (kept; HeadlessUI animators always can).
    open var isInterruptible = true
    /// Whether views animating take touches.
    open var isUserInteractionEnabled = true
    /// Whether a paused animator's fraction maps to progress linearly (kept; HeadlessUI follows the curve).
    open var scrubsLinearly = true
    /// Whether the animator pauses at the end instead of finishing (kept, not supported yet).
    open var pausesOnCompletion = false

    /// The animator's state.
    public internal(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation is running (not paused).
    public internal(set) var isRunning = false {
        didSet { syncDrivenTiming() }
    }

    var pendingAnimations: [() -> Void] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var driven: [(animation: Animator.PropertyAnimation, startFraction: CGFloat)] = []
    var baseFraction: CGFloat = 0 {
        didSet { syncDrivenTiming() }
    }
    var resumedAt: TimeInterval = 0 {
        didSet { syncDrivenTiming() }
    }
    var endWork: ScheduledWork?
    /// Keeps an active animator alive without the app holding it, as UIKit does.
    var retainedWhileActive: UIViewPropertyAnimator?

    // MARK: Creating

    /// An animator with one of UIKit's standard curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = UIViewPropertyAnimator.validated(duration)
        self.curve = curve.timing
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator with a spring of `ratio` damping (1: no overshoot).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = UIViewPropertyAnimator.validated(duration)
        self.curve = .spring(dampingRatio: ratio, initialVelocity: 0)
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator with a cubic Bézier timing curve through two control points.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = UIViewPropertyAnimator.validated(duration)
        self.curve = .bezier(x1: point1.x, y1: point1.y, x2: point2.x, y2: point2.y)
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator that is already running, as UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`; the curve comes
    /// from `options`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .linear, animations: animations)
        animator.timingOverride = options.curve
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private var timingOverride: AnimationCurve?
    var timingCurve: AnimationCurve { timingOverride ?? curve }

    private static func validated(_ duration: TimeInterval) -> TimeInterval {
        guard duration.isFinite, duration >= 0 else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "UIViewPropertyAnimator", property: "duration",
                reason: "\(duration) is not a duration; pass a finite number of seconds ≥ 0 (using 0)."
            ))
            return 0
        }
        return duration
    }

    // MARK: Adding

    /// Adds animations: before the start they run with the others; while active they animate from
    /// the current fraction to the end.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .inactive {
            pendingAnimations.append(animation)
        } else {
            record(animation, startingAt: currentFraction)
        }
    }

    /// Adds animations that start after `delayFactor` of the remaining duration (HeadlessUI starts
    /// them at once).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a block to run when the animation ends, with where it ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Fraction

    /// How far the animation is, 0...1. Setting it pauses a running animator first (as scrubbing
    /// does in UIKit) and moves the views there.
    open var fractionComplete: CGFloat {
        get { currentFraction }
        set {
            guard newValue.isFinite else { return }
            if state == .inactive || isRunning { pauseAnimation() }
            baseFraction = Swift.min(1, Swift.max(0, newValue))
        }
    }

    /// Whether the animation runs backwards, towards its start values.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue else { return }
            guard isRunning, let now = clockSeconds else {
                syncDrivenTiming()
                return
            }
            var before = timing(startFraction: 0)
            before.isReversed = oldValue
            baseFraction = before.fraction(at: now)
            resumedAt = now
            scheduleEnd()
        }
    }

    var currentFraction: CGFloat {
        guard let now = clockSeconds else { return baseFraction }
        return fraction(at: now)
    }

    private var clockSeconds: TimeInterval? { UIApplication.current?.clock.seconds }

    /// The timing of an animation added at `startFraction`, from the animator's current state.
    func timing(startFraction: CGFloat) -> DrivenTiming {
        DrivenTiming(
            baseFraction: baseFraction, resumedAt: resumedAt, isRunning: isRunning, isReversed: isReversed,
            duration: duration, startFraction: startFraction, curve: timingCurve
        )
    }

    func fraction(at now: TimeInterval) -> CGFloat {
        timing(startFraction: 0).fraction(at: now)
    }

    /// Gives every driven animation the animator's current state.
    func syncDrivenTiming() {
        for entry in driven { entry.animation.drivenTiming = timing(startFraction: entry.startFraction) }
    }
}
