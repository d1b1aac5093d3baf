import Foundation

extension HeadlessRunLoop {
    /// Async form of ``runSkippingIdleTime(timeout:until:)``: the same rules (the condition is
    /// checked after every turn while the app is busy; quiescent time is skipped to the next
    /// scheduled wake, never past `timeout`; an infinite timeout waits until the condition holds or
    /// nothing is left that could change it; a negative or NaN timeout checks once), yielding to
    /// other main-actor tasks between turns as ``run(timeout:until:)-(_,_)`` does.
    ///
    /// ```swift
    /// let shown = await app.runLoop.runSkippingIdleTime(timeout: 86_400) { toast.window != nil }
    /// ```
    @discardableResult
    public func runSkippingIdleTime(timeout: TimeInterval, until condition: () -> Bool) async -> Bool {
        let deadline = now + (timeout.isNaN ? 0 : Swift.max(0, timeout))
        if await run(timeout: 0, until: condition) { return true }
        while now + TimeTolerance.epsilon < deadline, !application.isTerminated {
            if let wake = idleSkipTarget(upTo: deadline) {
                moveClock(to: wake)
                if await run(timeout: 0, until: condition) { return true }
                continue
            }
            if isQuiescent, nextScheduledWake == nil, !deadline.isFinite { return condition() }
            let frame = frameCount
            await run(timeout: deadline - now) { condition() || frameCount > frame }
            if condition() { return true }
        }
        return condition()
    }
}
