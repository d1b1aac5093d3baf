import Foundation

/// Content moving on its own: deceleration, bounce, page snap and animated offset changes, advanced
/// once per frame on the runtime clock.
extension UIScrollView {
    // MARK: Offset changes

    /// The bounds origin moved: layout is requested (table views place rows here), the refresh
    /// control follows, and the delegate hears `scrollViewDidScroll`.
    func contentOffsetDidChange() {
        setNeedsLayout()
        refreshControl?.scrollViewDidScroll()
        delegate?.scrollViewDidScroll(self)
    }

    /// `setContentOffset(_:animated:)`: stops any motion, then moves at once or starts an animation.
    func startOffsetAnimation(to target: CGPoint, animated: Bool, notifiesDelegate: Bool) {
        stopMotion()
        let animationsEnabled = UIApplication.current?.animator.areAnimationsEnabled ?? true
        guard animated, animationsEnabled, target != contentOffset else {
            contentOffset = target
            return
        }
        motion = .animation(
            from: contentOffset, to: target, start: currentTime, duration: UIScrollView.scrollAnimationDuration,
            notifiesDelegate: notifiesDelegate
        )
        startFrameDriver()
    }

    // MARK: Deceleration

    /// Builds the motion after a release; returns whether the content will move on.
    func prepareDeceleration(velocity: CGPoint, target: CGPoint, targetChanged: Bool) -> Bool {
        let offset = contentOffset, now = currentTime
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let rate = Double(decelerationRate.rawValue)
        func axis(
            _ position: CGFloat, _ speed: CGFloat, _ goal: CGFloat, _ low: CGFloat, _ high: CGFloat, _ scrollable: Bool
        ) -> ScrollAxisMotion {
            let range = Double(low)...Double(high)
            guard scrollable else {
                return ScrollAxisMotion(position: Double(position), velocity: 0, at: now, range: range, rate: rate, bounces: bounces)
            }
            guard targetChanged else {
                return ScrollAxisMotion(
                    position: Double(position), velocity: Double(speed), at: now, range: range, rate: rate, bounces: bounces
                )
            }
            let clampedGoal = Swift.min(Double(high), Swift.max(Double(low), Double(goal)))
            if isPagingEnabled || position < low || position > high {
                return ScrollAxisMotion(
                    position: Double(position), velocity: Double(speed), at: now, springingTo: clampedGoal, range: range
                )
            }
            return ScrollAxisMotion(position: Double(position), landingOn: clampedGoal, at: now, range: range, rate: rate)
        }
        let x = axis(offset.x, velocity.x, target.x, minimum.x, maximum.x, canScrollHorizontally)
        let y = axis(offset.y, velocity.y, target.y, minimum.y, maximum.y, canScrollVertically)
        guard !(x.isFinished && y.isFinished) else {
            // Less than half a point left to go: the content stays where the finger left it.
            motion = nil
            return false
        }
        motion = .deceleration(x: x, y: y)
        return true
    }

    /// Starts settling toward `target` from rest (after a touch that did not drag).
    func startDeceleration(velocity: CGPoint, target: CGPoint, targetChanged: Bool) {
        guard prepareDeceleration(velocity: velocity, target: target, targetChanged: targetChanged) else {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
            return
        }
        startFrameDriver()
    }

    // MARK: Frames

    /// Advances the motion every frame, reported as busy work named for how it starts
    /// (`UIScrollView 'list': bouncing back`) until it comes to rest.
    func startFrameDriver() {
        frameDriver?.stop()
        let label = motion?.label ?? "scrolling"
        frameDriver = ScrollFrameDriver(label: "\(debugName): \(label)") { [weak self] in
            self?.advanceMotion() ?? false
        }
    }

    /// Stops any motion where it is, without delegate callbacks.
    func stopMotion() {
        motion = nil
        frameDriver?.stop()
        frameDriver = nil
        isDecelerating = false
    }

    /// One frame of motion; returns whether it goes on.
    private func advanceMotion() -> Bool {
        guard let current = motion, let driver = frameDriver else { return false }
        let now = currentTime
        switch current {
        case .deceleration(var x, var y):
            let position = CGPoint(x: CGFloat(x.advance(to: now)), y: CGFloat(y.advance(to: now)))
            let finished = x.isFinished && y.isFinished
            motion = .deceleration(x: x, y: y)
            if position != contentOffset { contentOffset = position }
            // The delegate may have started something else from scrollViewDidScroll.
            guard frameDriver === driver else { return false }
            guard finished else { return true }
            motion = nil
            frameDriver = nil
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
            return false
        case let .animation(from, to, start, duration, notifiesDelegate):
            let fraction = duration > 0 ? CGFloat((now - start) / duration) : 1
            let finished = fraction >= 1 - CGFloat(TimeTolerance.epsilon)
            let progress = finished ? 1 : HeadlessUI.AnimationCurve.easeInOut.progress(at: fraction)
            let position = CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            if position != contentOffset { contentOffset = position }
            guard frameDriver === driver else { return false }
            guard finished else { return true }
            motion = nil
            frameDriver = nil
            if notifiesDelegate { delegate?.scrollViewDidEndScrollingAnimation(self) }
            return false
        }
    }

    var currentTime: TimeInterval { owningApplication?.clock.seconds ?? 0 }
}

extension UIScrollView {
    /// The insets changed while the content bounces or decelerates: settle into the new range from
    /// where it is, without new delegate callbacks.
    func restartDecelerationForNewInsets() {
        guard case .deceleration = motion else { return }
        frameDriver?.stop()
        frameDriver = nil
        let offset = contentOffset
        guard prepareDeceleration(velocity: .zero, target: clampedContentOffset(offset), targetChanged: false) else {
            motion = nil
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
            return
        }
        startFrameDriver()
    }
}
