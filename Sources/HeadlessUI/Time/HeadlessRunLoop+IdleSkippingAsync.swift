import Foundation

extension HeadlessRunLoop {
    /// Async form of ``skipIdleTime(upTo:)``: the same jump, the turn at the new time yielding to
    /// other main-actor tasks. (A name of its own: an `async` overload would take over the calls of
    /// the sync form in async code.)
    @discardableResult
    package func skipIdleTimeYielding(upTo limit: TimeInterval) async -> Bool {
        guard let wake = idleSkipTarget(upTo: limit) else { return false }
        moveClock(to: wake)
        await runTurn(before: wake)
        return true
    }

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
        let deadline = waitDeadline(timeout: timeout)
        if await run(timeout: 0, until: condition) { return true }
        while keepsWaiting(toward: deadline) {
            if await !skipIdleTimeYielding(upTo: deadline) { await runFrames(1) }
            if condition() { return true }
        }
        return condition()
    }
}
