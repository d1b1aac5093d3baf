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
        _ = runUntil(VerbWait<Never>(timeout: seconds, pace: .everyFrame)) { false }
    }

    /// Async form of ``wait(_:)-(TimeInterval)``.
    public func wait(_ seconds: TimeInterval) async throws {
        try validateDuration(seconds, name: "wait")
        _ = await runUntil(VerbWait<Never>(timeout: seconds, pace: .everyFrame)) { false }
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
        let wait = try conditionWait(timeout: timeout)
        try wait.finish(
            runUntil(wait) { wait.evaluate(condition) }, orElse: HammerError.waitTimedOut(what: "the condition", timeout: wait.timeout)
        )
    }

    /// Async form of ``waitUntil(timeout:_:)-(_,()->Bool)``.
    public func waitUntil(timeout: TimeInterval? = nil, _ condition: () throws -> Bool) async throws {
        let wait = try conditionWait(timeout: timeout)
        try wait.finish(
            await runUntil(wait) { wait.evaluate(condition) },
            orElse: HammerError.waitTimedOut(what: "the condition", timeout: wait.timeout)
        )
    }

    /// Waits until `condition` is true (lyft/Hammer's spelling: the condition first, as an
    /// expression): the rules of ``waitUntil(timeout:_:)-(_,()->Bool)``.
    ///
    /// ```swift
    /// try generator.waitUntil(model.isLoaded, timeout: 3)
    /// ```
    public func waitUntil(_ condition: @autoclosure () throws -> Bool, timeout: TimeInterval? = nil) throws {
        try waitUntil(timeout: timeout, condition)
    }

    /// Async form of ``waitUntil(_:timeout:)-(_,_)``.
    public func waitUntil(_ condition: @autoclosure () throws -> Bool, timeout: TimeInterval? = nil) async throws {
        try await waitUntil(timeout: timeout, condition)
    }

    /// Waits until `view` is visible: in a window, not hidden, alpha ≥ 0.01 up the chain, inside every
    /// clipping ancestor, not scrolled out of a scroll view, on screen, and not covered by an opaque
    /// view in front. The rule is the accessibility snapshot's (``AccessibilitySnapshot/Node/isVisible``),
    /// so a view and its element agree. Throws ``HammerError/notVisible(target:reason:)`` with the last
    /// reason (``AccessibilitySnapshot/NotVisibleReason``) after the timeout.
    public func waitUntilVisible(_ view: UIView, timeout: TimeInterval? = nil) throws {
        let wait = try viewWait(timeout: timeout)
        try wait.finish(runUntil(wait) { wait.holds(visibilityFailure(of: view)) }, afterWaiting: wait.afterWaiting)
    }

    /// Async form of ``waitUntilVisible(_:timeout:)-(UIView,_)``.
    public func waitUntilVisible(_ view: UIView, timeout: TimeInterval? = nil) async throws {
        let wait = try viewWait(timeout: timeout)
        try wait.finish(await runUntil(wait) { wait.holds(visibilityFailure(of: view)) }, afterWaiting: wait.afterWaiting)
    }

    /// Waits until `view` is hittable: visible, no ancestor with user interaction disabled, and a
    /// touch at its hit point reaches it or a descendant (or, for a view that does not take touches
    /// itself, such as a label, the ancestor the touch falls through to). The rule is the accessibility
    /// snapshot's (``AccessibilitySnapshot/Node/isHittable``). Throws
    /// ``HammerError/notHittable(target:reason:)`` saying what would receive the touch after the timeout.
    public func waitUntilHittable(_ view: UIView, timeout: TimeInterval? = nil) throws {
        let wait = try viewWait(timeout: timeout)
        try wait.finish(runUntil(wait) { wait.holds(hittabilityFailure(of: view)) }, afterWaiting: wait.afterWaiting)
    }

    /// Async form of ``waitUntilHittable(_:timeout:)-(UIView,_)``.
    public func waitUntilHittable(_ view: UIView, timeout: TimeInterval? = nil) async throws {
        let wait = try viewWait(timeout: timeout)
        try wait.finish(await runUntil(wait) { wait.holds(hittabilityFailure(of: view)) }, afterWaiting: wait.afterWaiting)
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

    /// The wait of ``waitUntil(timeout:_:)-(_,()->Bool)``: every turn, as the condition may read
    /// frame counts or the clock.
    private func conditionWait(timeout: TimeInterval?) throws -> VerbWait<any Error> {
        VerbWait(timeout: try effectiveTimeout(timeout), pace: .everyTurn)
    }

    /// The wait of a view or element: every frame, skipping idle time.
    func viewWait(timeout: TimeInterval?) throws -> VerbWait<HammerError> {
        VerbWait(timeout: try effectiveTimeout(timeout), pace: .everyFrame)
    }

    /// Why `view` is not visible now (nil when it is), judged among this generator's touch windows.
    func visibilityFailure(of view: UIView) -> HammerError? {
        ViewVisibilityInspector.visibilityFailure(of: view, windows: touchWindows)
    }

    /// Why `view` is not hittable now (nil when it is), judged among this generator's touch windows.
    func hittabilityFailure(of view: UIView) -> HammerError? {
        ViewVisibilityInspector.hittabilityFailure(of: view, windows: touchWindows)
    }
}
