import Foundation

extension HeadlessRunLoop {
    /// The runtime second at which the app next does something on its own: scheduled work (timers,
    /// delayed work) or a task sleeping on the runtime clock. `nil` when nothing is scheduled.
    public var nextScheduledWake: TimeInterval? {
        let timer = application.scheduler.nextFireTime
        let sleeper = clockStorage.earliestDeadline
        switch (timer, sleeper) {
        case let (timer?, sleeper?): return Swift.min(timer, sleeper)
        case let (timer?, nil): return timer
        case let (nil, sleeper?): return sleeper
        case (nil, nil): return nil
        }
    }

    /// Whether a frame now could change nothing the app shows: no queued events, running
    /// animations, busy work, pending layout or frame observers, and no work or sleeping task due
    /// now. Between such a moment and ``nextScheduledWake`` the app only waits. A Foundation timer
    /// on the wall clock (listed in idle reports) does not count: runtime that passes brings it no
    /// closer, so skipping runtime cannot pass its firing.
    public var isQuiescent: Bool {
        guard !application.isTerminated, !hasFrameObservers else { return false }
        if let wake = nextScheduledWake, wake <= now + TimeTolerance.epsilon { return false }
        return application.idleReport(horizon: 0, includingWallClockTimers: false).isIdle
    }

    /// On the virtual clock, when the app is quiescent (see ``isQuiescent``), moves the clock straight
    /// to the next scheduled wake or to `limit`, whichever comes first, and runs one turn there (the
    /// work and tasks due then run, and a frame). Nothing the app shows can change in the skipped
    /// time, so a wait that checks its condition after every call never passes a moment at which
    /// the condition held. Returns whether time was skipped; false when the app is busy, the clock
    /// is real-time, or nothing lies before `limit` (then let a frame pass instead).
    ///
    /// ```swift
    /// while !condition() {
    ///     if !app.runLoop.skipIdleTime(upTo: deadline) { app.runLoop.runFrames(1) }
    /// }
    /// ```
    @discardableResult
    public func skipIdleTime(upTo limit: TimeInterval) -> Bool {
        guard application.configuration.clockMode == .virtual, !limit.isNaN else { return false }
        // Tasks that were started but have not run yet (a task about to sleep on the clock) are not
        // visible as pending work until they run: let them, then look.
        drainMainActorWork()
        guard let wake = idleSkipTarget(upTo: limit) else { return false }
        moveClock(to: wake)
        runOnce()
        return true
    }

    /// Where ``skipIdleTime(upTo:)`` would move the clock: the next scheduled wake or `limit`,
    /// whichever comes first, when the app is quiescent on the virtual clock; nil when it would not skip.
    func idleSkipTarget(upTo limit: TimeInterval) -> TimeInterval? {
        guard application.configuration.clockMode == .virtual, !limit.isNaN, isQuiescent else { return nil }
        let wake = Swift.min(limit, nextScheduledWake ?? limit)
        guard wake.isFinite, wake > now + TimeTolerance.epsilon else { return nil }
        return wake
    }

    /// Runs until `condition` holds or `timeout` seconds of runtime pass, checking it after every
    /// frame while the app is busy and skipping the time in which it is quiescent
    /// (``skipIdleTime(upTo:)``): an idle wait of a day costs a few turns. The condition must depend
    /// on what the app shows (its views, its state), not on frame counts. An infinite timeout waits
    /// until the condition holds or nothing is left that could change it; a negative or NaN timeout
    /// checks once. Returns whether the condition held.
    @discardableResult
    public func runSkippingIdleTime(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        let deadline = waitDeadline(timeout: timeout)
        runOnce()
        if condition() { return true }
        while keepsWaiting(toward: deadline) {
            if !skipIdleTime(upTo: deadline) { runFrames(1) }
            if condition() { return true }
        }
        return condition()
    }
}
