import Foundation

extension UIViewPropertyAnimator {
    // MARK: Starting and pausing

    /// Starts (or resumes) the animation now.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animation after `delay` seconds of runtime.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "UIViewPropertyAnimator", property: "startAnimation",
                reason: "the animator is stopped; call finishAnimation(at:) first (UIKit raises here)."
            ))
            return
        }
        guard let now = UIApplication.current?.clock.seconds else { return }
        activateIfNeeded()
        self.delay = delay.isFinite ? Swift.max(0, delay) : 0
        resumedAt = now + self.delay
        isRunning = true
        scheduleEnd()
    }

    /// Pauses the animation where it is (starting it paused at 0 when inactive).
    public func pauseAnimation() {
        guard state != .stopped else { return }
        activateIfNeeded()
        if isRunning, let now = UIApplication.current?.clock.seconds { baseFraction = fraction(at: now) }
        isRunning = false
        cancelEnd()
    }

    /// Stops the animation: views keep their on-screen values. With `withoutFinishing` the animator
    /// becomes inactive at once (no completions); otherwise it waits in `.stopped` for
    /// ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        freezeAtPresentation()
        isRunning = false
        cancelEnd()
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { retainedWhileActive = nil }
    }

    /// Finishes a stopped animation at `finalPosition` and runs the completions.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "UIViewPropertyAnimator", property: "finishAnimation(at:)",
                reason: "the animator is not stopped; call stopAnimation(false) first (UIKit raises here)."
            ))
            return
        }
        applyModel(at: finalPosition)
        complete(at: finalPosition)
    }

    // MARK: Internals

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        retainedWhileActive = self
        baseFraction = 0
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { record(block, startingAt: 0) }
    }

    func record(_ block: () -> Void, startingAt start: CGFloat) {
        guard let animator = UIApplication.current?.animator else {
            block()
            return
        }
        for (view, change) in animator.recordChanges(block) {
            driven.append((animator.addDrivenAnimation(view: view, change: change, timing: timing(startFraction: start)), start))
        }
    }

    func scheduleEnd() {
        cancelEnd()
        guard isRunning, let application = UIApplication.current else { return }
        let remaining = (isReversed ? baseFraction : 1 - baseFraction) * duration
        let due = resumedAt + remaining - application.clock.seconds
        endWork = application.scheduler.schedule(after: Swift.max(0, due), label: "UIViewPropertyAnimator end") { [weak self] in
            self?.runToEnd()
        }
    }

    func cancelEnd() {
        endWork?.cancel()
        endWork = nil
    }

    private func runToEnd() {
        endWork = nil
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        baseFraction = isReversed ? 0 : 1
        isRunning = false
        applyModel(at: position)
        complete(at: position)
    }

    /// Sets the model values of the animated views for `position` and drops the driven animations.
    private func applyModel(at position: UIViewAnimatingPosition) {
        let animations = driven.map(\.animation)
        UIApplication.current?.animator.removeDrivenAnimations(animations)
        guard position == .start else { return }
        UIApplication.current?.animator.performWithoutAnimation {
            for animation in animations.reversed() {
                guard let view = animation.view else { continue }
                switch animation.change {
                case .bounds(let from, _): view.bounds = from
                case .center(let from, _): view.center = from
                case .alpha(let from, _): view.alpha = from
                case .transform(let from, _): view.transform = from
                case .backgroundColor(let from, _): view.backgroundColor = from
                }
            }
        }
    }

    /// Makes the on-screen values the model values and drops the driven animations.
    private func freezeAtPresentation() {
        guard let animator = UIApplication.current?.animator else { return }
        let views = driven.compactMap(\.animation.view)
        let values = views.map { animator.presentationValues(of: $0) }
        animator.removeDrivenAnimations(driven.map(\.animation))
        driven = []
        animator.performWithoutAnimation {
            for (view, value) in zip(views, values) {
                view.bounds = value.bounds
                view.center = value.position
                view.alpha = value.alpha
                view.transform = value.transform
                view.backgroundColor = value.backgroundColor
            }
        }
    }

    private func complete(at position: UIViewAnimatingPosition) {
        driven = []
        state = .inactive
        isRunning = false
        retainedWhileActive = nil
        let blocks = completions
        completions = []
        for completion in blocks { completion(position) }
    }
}
