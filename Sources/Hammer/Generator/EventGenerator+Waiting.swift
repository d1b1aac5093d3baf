import Foundation

/// Waiting on the app's clock. Conditions are checked after every frame while the app is busy;
/// waits on what the app shows (views, elements, plain waits) skip the time in which it is idle
/// straight to its next scheduled wake (a timer, delayed work, a sleeping task), never past a moment
/// the condition could change, so a day's wait on an idle app costs milliseconds. Timeouts count
/// only time the app had to respond: stalled time (the main thread blocked) is excluded. The
/// default timeout is `settings.waitTimeout`.
extension EventGenerator {
    /// Lets `seconds` of app time pass, the run loop turning: every frame while the app is busy;
    /// idle time is skipped to the app's next scheduled wake, so `wait(86_400)` on an idle app runs
    /// a handful of frames (the app's timers still fire at their instants on the way).
    public func wait(_ seconds: TimeInterval) throws {
        try validateDuration(seconds, name: "wait")
        _ = runUntil(timeout: seconds, skippingIdleTime: true) { false }
    }

    /// Async form of ``wait(_:)-(TimeInterval)``.
    public func wait(_ seconds: TimeInterval) async throws {
        try validateDuration(seconds, name: "wait")
        _ = await runUntil(timeout: seconds, skippingIdleTime: true) { false }
    }

    /// Waits until `condition` returns true; throws ``HammerError/waitTimedOut(what:timeout:)``
    /// after `timeout` seconds of app time (default `settings.waitTimeout`), or what the condition throws.
    /// The condition may read anything (frame counts, the clock), so it is checked after every
    /// run-loop turn and no idle time is skipped.
    ///
    /// ```swift
    /// try generator.waitUntil(timeout: 3) { viewModel.isLoaded }
    /// ```
    public func waitUntil(timeout: TimeInterval? = nil, _ condition: () throws -> Bool) throws {
        let timeout = try effectiveTimeout(timeout)
        var failure: (any Error)?
        let held = runUntil(timeout: timeout) { Self.evaluate(condition, failure: &failure) }
        if let failure { throw failure }
        if !held { throw HammerError.waitTimedOut(what: "the condition", timeout: timeout) }
    }

    /// Async form of ``waitUntil(timeout:_:)-(_,()->Bool)``.
    public func waitUntil(timeout: TimeInterval? = nil, _ condition: () throws -> Bool) async throws {
        let timeout = try effectiveTimeout(timeout)
        var failure: (any Error)?
        let held = await runUntil(timeout: timeout) { Self.evaluate(condition, failure: &failure) }
        if let failure { throw failure }
        if !held { throw HammerError.waitTimedOut(what: "the condition", timeout: timeout) }
    }

    /// Waits until `view` is visible: in a window, not hidden, alpha ≥ 0.01 up the chain, inside every
    /// clipping ancestor, not scrolled out of a scroll view, on screen, and not covered by an opaque
    /// view in front. The rule is the accessibility snapshot's (``AccessibilitySnapshot/Node/isVisible``),
    /// so a view and its element agree. Throws ``HammerError/notVisible(target:reason:)`` with the last
    /// reason (``AccessibilitySnapshot/NotVisibleReason``) after the timeout.
    public func waitUntilVisible(_ view: UIView, timeout: TimeInterval? = nil) throws {
        let timeout = try effectiveTimeout(timeout)
        var failure: HammerError?
        let visible = runUntil(timeout: timeout, skippingIdleTime: true) { holds(visibilityFailure(of: view), failure: &failure) }
        if !visible, let failure { throw Self.afterWaiting(failure, timeout: timeout) }
    }

    /// Async form of ``waitUntilVisible(_:timeout:)-(UIView,_)``.
    public func waitUntilVisible(_ view: UIView, timeout: TimeInterval? = nil) async throws {
        let timeout = try effectiveTimeout(timeout)
        var failure: HammerError?
        let visible = await runUntil(timeout: timeout, skippingIdleTime: true) { holds(visibilityFailure(of: view), failure: &failure) }
        if !visible, let failure { throw Self.afterWaiting(failure, timeout: timeout) }
    }

    /// Waits until `view` is hittable: visible, no ancestor with user interaction disabled, and a
    /// touch at its hit point reaches it or a descendant (or, for a view that does not take touches
    /// itself, such as a label, the ancestor the touch falls through to). The rule is the accessibility
    /// snapshot's (``AccessibilitySnapshot/Node/isHittable``). Throws
    /// ``HammerError/notHittable(target:reason:)`` saying what would receive the touch after the timeout.
    public func waitUntilHittable(_ view: UIView, timeout: TimeInterval? = nil) throws {
        let timeout = try effectiveTimeout(timeout)
        var failure: HammerError?
        let hittable = runUntil(timeout: timeout, skippingIdleTime: true) { holds(hittabilityFailure(of: view), failure: &failure) }
        if !hittable, let failure { throw Self.afterWaiting(failure, timeout: timeout) }
    }

    /// Async form of ``waitUntilHittable(_:timeout:)-(UIView,_)``.
    public func waitUntilHittable(_ view: UIView, timeout: TimeInterval? = nil) async throws {
        let timeout = try effectiveTimeout(timeout)
        var failure: HammerError?
        let hittable = await runUntil(timeout: timeout, skippingIdleTime: true) { holds(hittabilityFailure(of: view), failure: &failure) }
        if !hittable, let failure { throw Self.afterWaiting(failure, timeout: timeout) }
    }

    /// Whether `view` is hittable now (no waiting; the rule of ``waitUntilHittable(_:timeout:)-(UIView,_)``).
    public func isHittable(_ view: UIView) -> Bool {
        hittabilityFailure(of: view) == nil
    }

    /// Whether `view` is visible now (no waiting; the rule of ``waitUntilVisible(_:timeout:)-(UIView,_)``).
    public func isVisible(_ view: UIView) -> Bool {
        visibilityFailure(of: view) == nil
    }

    // MARK: Helpers

    func effectiveTimeout(_ timeout: TimeInterval?) throws -> TimeInterval {
        let value = timeout ?? settings.waitTimeout
        try validateDuration(value, name: "timeout")
        return value
    }

    private static func evaluate(_ condition: () throws -> Bool, failure: inout (any Error)?) -> Bool {
        do {
            return try condition()
        } catch {
            failure = error
            return true
        }
    }

    /// Why `view` is not visible now (nil when it is), judged among this generator's touch windows.
    func visibilityFailure(of view: UIView) -> HammerError? {
        ViewVisibilityInspector.visibilityFailure(of: view, windows: touchWindows)
    }

    /// Why `view` is not hittable now (nil when it is), judged among this generator's touch windows.
    func hittabilityFailure(of view: UIView) -> HammerError? {
        ViewVisibilityInspector.hittabilityFailure(of: view, windows: touchWindows)
    }

    /// True when there is no `problem`; otherwise false, keeping the problem as the last failure.
    private func holds(_ problem: HammerError?, failure: inout HammerError?) -> Bool {
        guard let problem else { return true }
        failure = problem
        return false
    }
}
