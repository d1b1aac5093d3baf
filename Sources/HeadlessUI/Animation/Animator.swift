import Foundation

/// Runs view animations on the runtime clock: model values change at once, presentation values
/// interpolate frame by frame, and completions run when every property of a block has finished.
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public final class Animator {
    /// One running property animation.
    final class PropertyAnimation {
        weak var view: UIView?
        let viewKey: ObjectIdentifier
        let change: AnimatableChange
        let group: AnimationGroup
        let startTime: TimeInterval
        let delay: TimeInterval
        let duration: TimeInterval
        let curve: AnimationCurve
        let options: UIView.AnimationOptions
        /// The timing a property animator gives this animation instead of its own duration and curve.
        var drivenTiming: DrivenTiming?

        init(
            view: UIView, change: AnimatableChange, group: AnimationGroup, startTime: TimeInterval,
            delay: TimeInterval, duration: TimeInterval, curve: AnimationCurve, options: UIView.AnimationOptions
        ) {
            self.view = view; self.viewKey = ObjectIdentifier(view); self.change = change; self.group = group; self.startTime = startTime
            self.delay = delay; self.duration = duration; self.curve = curve; self.options = options
        }

        /// Whether the animation has run its course (never, for repeating ones), without evaluating the curve.
        func isFinished(at now: TimeInterval) -> Bool {
            if drivenTiming != nil { return false }
            guard !options.contains(.repeat) else { return false }
            let elapsed = now - startTime - delay
            return elapsed >= 0 && (duration <= 0 || elapsed / duration + TimeTolerance.epsilon >= 1)
        }

        func progress(at now: TimeInterval) -> (value: CGFloat, finished: Bool) {
            if let drivenTiming { return (drivenTiming.progress(at: now), false) }
            let elapsed = now - startTime - delay
            if elapsed < 0 { return (0, false) }
            let cycle = duration > 0 ? elapsed / duration : 1
            if options.contains(.repeat) {
                var fraction = cycle.truncatingRemainder(dividingBy: 1)
                if options.contains(.autoreverse), Int(cycle) % 2 == 1 { fraction = 1 - fraction }
                return (curve.progress(at: CGFloat(fraction)), false)
            }
            if cycle + TimeTolerance.epsilon >= 1 {
                return (options.contains(.autoreverse) ? 0 : 1, true)
            }
            var fraction = cycle
            if options.contains(.autoreverse) { fraction = fraction < 0.5 ? fraction * 2 : (1 - fraction) * 2 }
            return (curve.progress(at: CGFloat(fraction)), false)
        }
    }

    /// The animations of one `animate` call, sharing a completion.
    final class AnimationGroup {
        var remaining = 0
        var finishedAll = true
        let completion: (@MainActor (Bool) -> Void)?
        init(completion: (@MainActor (Bool) -> Void)?) { self.completion = completion }
    }

    /// The block being recorded.
    final class RecordingContext {
        let duration: TimeInterval
        let delay: TimeInterval
        let options: UIView.AnimationOptions
        let curve: AnimationCurve
        var changes: [(UIView, AnimatableChange)] = []
        init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, curve: AnimationCurve) {
            self.duration = duration; self.delay = delay; self.options = options; self.curve = curve
        }
    }

    private unowned let application: UIApplication
    private var animations: [PropertyAnimation] = []
    /// Running animations per view, for per-view queries (hit testing, presentation values).
    private var animationsByView: [ObjectIdentifier: [PropertyAnimation]] = [:]
    private var contexts: [RecordingContext] = []
    private var disabledDepth = 0
    /// Whether animations run (false: every change is immediate; completions still run).
    public var areAnimationsEnabled: Bool
    /// Core Animation animations added to layers (see `Layers/Animation`).
    let layerAnimations: LayerAnimationRegistry

    init(application: UIApplication, enabled: Bool) {
        self.application = application
        self.areAnimationsEnabled = enabled
        self.layerAnimations = LayerAnimationRegistry(application: application)
    }

    /// Property animations still running (or waiting for their delay; a paused property animator's
    /// do not count), layer animations included.
    public var runningAnimationCount: Int {
        let properties = animations.reduce(0) { count, animation in count + ((animation.drivenTiming?.isRunning ?? true) ? 1 : 0) }
        return properties + layerAnimations.running.count
    }

    // MARK: Recording

    func record(_ view: UIView, _ change: AnimatableChange) {
        guard disabledDepth == 0, let context = contexts.last else { return }
        context.changes.append((view, change))
    }

    func performWithoutAnimation(_ body: () -> Void) {
        disabledDepth += 1
        body()
        disabledDepth -= 1
    }

    func animate(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, curve: AnimationCurve,
        animations body: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        let safeDuration = duration.isFinite ? duration : 0
        let safeDelay = delay.isFinite ? Swift.max(0, delay) : 0
        let context = RecordingContext(duration: safeDuration, delay: safeDelay, options: options, curve: curve)
        contexts.append(context)
        body()
        contexts.removeLast()

        let group = AnimationGroup(completion: completion)
        let animate = areAnimationsEnabled && safeDuration > 0 && disabledDepth == 0
        if animate {
            let now = application.clock.seconds
            for (view, change) in context.changes {
                let startChange = startingChange(for: view, change: change, options: options)
                group.remaining += 1
                let animation = PropertyAnimation(
                    view: view, change: startChange, group: group, startTime: now, delay: safeDelay,
                    duration: safeDuration, curve: curve, options: options
                )
                animations.append(animation)
                animationsByView[ObjectIdentifier(view), default: []].append(animation)
            }
        }
        if group.remaining == 0, let completion {
            // UIKit calls the completion on a later turn even when nothing animated.
            application.scheduler.schedule(after: animate ? safeDelay : 0, label: "animation completion") {
                completion(true)
            }
        }
    }

    /// A new animation of a property replaces a running one, starting from the on-screen value.
    private func startingChange(for view: UIView, change: AnimatableChange, options: UIView.AnimationOptions) -> AnimatableChange {
        let property = change.property
        let running = (animationsByView[ObjectIdentifier(view)] ?? []).filter { $0.change.property == property }
        guard !running.isEmpty else { return change }
        let onScreen = presentationValues(of: view)
        remove(running)
        for animation in running { finish(animation, finished: true) }
        return change.starting(from: onScreen)
    }

    // MARK: Driven animations (UIViewPropertyAnimator)

    /// Runs `body` as an animation block and returns the changes it made (applied to the model at once).
    func recordChanges(_ body: () -> Void) -> [(UIView, AnimatableChange)] {
        let context = RecordingContext(duration: 0, delay: 0, options: [], curve: .linear)
        contexts.append(context)
        body()
        contexts.removeLast()
        return context.changes
    }

    /// Starts an animation of `change` whose progress `timing` gives; a running animation of the same
    /// property is replaced, starting from the on-screen value.
    func addDrivenAnimation(view: UIView, change: AnimatableChange, timing: DrivenTiming) -> PropertyAnimation {
        let animation = PropertyAnimation(
            view: view, change: startingChange(for: view, change: change, options: []), group: AnimationGroup(completion: nil),
            startTime: application.clock.seconds, delay: 0, duration: 0, curve: .linear, options: []
        )
        animation.group.remaining = 1
        animation.drivenTiming = timing
        animations.append(animation)
        animationsByView[ObjectIdentifier(view), default: []].append(animation)
        return animation
    }

    /// Removes driven animations without completions (their animator reports its own).
    func removeDrivenAnimations(_ removed: [PropertyAnimation]) {
        remove(removed.filter { animation in animations.contains { $0 === animation } })
    }

    // MARK: Frames

    /// Advances every animation to the current time; completes finished groups.
    func tick() {
        layerAnimations.tick()
        guard !animations.isEmpty else { return }
        let now = application.clock.seconds
        let finished = animations.filter { $0.view == nil || $0.isFinished(at: now) }
        guard !finished.isEmpty else { return }
        remove(finished)
        for animation in finished { finish(animation, finished: true) }
    }

    private func remove(_ removed: [PropertyAnimation]) {
        let identifiers = Set(removed.map(ObjectIdentifier.init))
        animations.removeAll { identifiers.contains(ObjectIdentifier($0)) }
        for animation in removed {
            let key = animation.viewKey
            animationsByView[key]?.removeAll { $0 === animation }
            if animationsByView[key]?.isEmpty == true { animationsByView[key] = nil }
        }
    }

    private func finish(_ animation: PropertyAnimation, finished: Bool) {
        let group = animation.group
        group.remaining -= 1
        if !finished { group.finishedAll = false }
        if group.remaining == 0, let completion = group.completion {
            completion(group.finishedAll)
        }
    }

    /// Stops every animation on `view` (model values stay; completions get `false`).
    public func removeAllAnimations(of view: UIView) {
        let removed = animationsByView[ObjectIdentifier(view)] ?? []
        remove(removed)
        for animation in removed { finish(animation, finished: false) }
    }

    // MARK: Queries

    /// Whether `view` has a running (or delayed) animation.
    public func isAnimating(_ view: UIView) -> Bool {
        animationsByView[ObjectIdentifier(view)] != nil
    }

    /// Whether `view` is animating without `.allowUserInteraction` (so it ignores touches).
    func blocksInteraction(_ view: UIView) -> Bool {
        guard !animationsByView.isEmpty, let running = animationsByView[ObjectIdentifier(view)] else { return false }
        return running.contains { !$0.options.contains(.allowUserInteraction) }
    }

    /// The on-screen values of `view`.
    func presentationValues(of view: UIView) -> PresentationValues {
        var values = PresentationValues(
            bounds: view.storedBounds, position: view.storedCenter, transform: view.storedTransform,
            alpha: view.storedAlpha, backgroundColor: view.storedBackgroundColor
        )
        let now = application.clock.seconds
        for animation in animationsByView[ObjectIdentifier(view)] ?? [] {
            let (progress, _) = animation.progress(at: now)
            animation.change.apply(progress: progress, to: &values)
        }
        return values
    }
}
