import Foundation

/// Waiting on the app's clock. Conditions are checked after every run-loop turn (so at least once a
/// frame); timeouts count only time the app had to respond: stalled time (the main thread blocked)
/// is excluded. The default timeout is `settings.waitTimeout`.
extension EventGenerator {
    /// Lets `seconds` of app time pass, the run loop turning.
    public func wait(_ seconds: TimeInterval) throws {
        try validateDuration(seconds, name: "wait")
        _ = runUntil(timeout: seconds) { false }
    }

    /// Async form of ``wait(_:)-(TimeInterval)``.
    public func wait(_ seconds: TimeInterval) async throws {
        try validateDuration(seconds, name: "wait")
        _ = await runUntil(timeout: seconds) { false }
    }

    /// Waits until `condition` returns true; throws ``HammerError/waitTimedOut(what:timeout:)``
    /// after `timeout` seconds of app time (default `settings.waitTimeout`), or what the condition throws.
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

    /// Waits until `view` is visible: in the window, not hidden, alpha ≥ 0.01 up the chain, inside
    /// every clipping ancestor (not scrolled out) and not fully covered. Throws
    /// ``HammerError/notVisible(target:reason:)`` with the last reason after the timeout.
    public func waitUntilVisible(_ view: UIView, timeout: TimeInterval? = nil) throws {
        let timeout = try effectiveTimeout(timeout)
        var reason = ""
        let visible = runUntil(timeout: timeout) { Self.visibilityHolds(of: view, reason: &reason) }
        if !visible { throw HammerError.notVisible(target: ViewVisibilityInspector.describe(view), reason: reason + Self.waited(timeout)) }
    }

    /// Async form of ``waitUntilVisible(_:timeout:)-(UIView,_)``.
    public func waitUntilVisible(_ view: UIView, timeout: TimeInterval? = nil) async throws {
        let timeout = try effectiveTimeout(timeout)
        var reason = ""
        let visible = await runUntil(timeout: timeout) { Self.visibilityHolds(of: view, reason: &reason) }
        if !visible { throw HammerError.notVisible(target: ViewVisibilityInspector.describe(view), reason: reason + Self.waited(timeout)) }
    }

    /// Waits until `view` is hittable: visible, enabled for interaction up the chain, and a touch at
    /// the centre of its visible part reaches it (or a descendant). Throws
    /// ``HammerError/notHittable(target:reason:)`` saying what is in the way after the timeout.
    public func waitUntilHittable(_ view: UIView, timeout: TimeInterval? = nil) throws {
        let timeout = try effectiveTimeout(timeout)
        var reason = ""
        let hittable = runUntil(timeout: timeout) { hittabilityHolds(for: view, reason: &reason) }
        if !hittable { throw HammerError.notHittable(target: ViewVisibilityInspector.describe(view), reason: reason + Self.waited(timeout)) }
    }

    /// Async form of ``waitUntilHittable(_:timeout:)-(UIView,_)``.
    public func waitUntilHittable(_ view: UIView, timeout: TimeInterval? = nil) async throws {
        let timeout = try effectiveTimeout(timeout)
        var reason = ""
        let hittable = await runUntil(timeout: timeout) { hittabilityHolds(for: view, reason: &reason) }
        if !hittable { throw HammerError.notHittable(target: ViewVisibilityInspector.describe(view), reason: reason + Self.waited(timeout)) }
    }

    /// Whether `view` is hittable now (no waiting).
    public func isHittable(_ view: UIView) -> Bool {
        var reason = ""
        return hittabilityHolds(for: view, reason: &reason)
    }

    /// Whether `view` is visible now (no waiting).
    public func isVisible(_ view: UIView) -> Bool {
        var reason = ""
        return Self.visibilityHolds(of: view, reason: &reason)
    }

    // MARK: Helpers

    func effectiveTimeout(_ timeout: TimeInterval?) throws -> TimeInterval {
        let value = timeout ?? settings.waitTimeout
        try validateDuration(value, name: "timeout")
        return value
    }

    private static func waited(_ timeout: TimeInterval) -> String {
        " (after waiting \(HammerError.seconds(timeout)))"
    }

    private static func evaluate(_ condition: () throws -> Bool, failure: inout (any Error)?) -> Bool {
        do {
            return try condition()
        } catch {
            failure = error
            return true
        }
    }

    /// True when visible; otherwise false with the reason.
    static func visibilityHolds(of view: UIView, reason: inout String) -> Bool {
        switch ViewVisibilityInspector.visibility(of: view) {
        case .visible: return true
        case .notInHierarchy: reason = "it is not in a window"
        case .notVisible(let why): reason = why
        }
        return false
    }

    func hittabilityHolds(for view: UIView, reason: inout String) -> Bool {
        switch ViewVisibilityInspector.visibility(of: view) {
        case .visible(let rect):
            let point = CGPoint(x: rect.midX, y: rect.midY)
            if let problem = ViewVisibilityInspector.hittabilityProblem(of: view, at: point, windows: touchWindows) {
                reason = problem
                return false
            }
            return true
        case .notInHierarchy: reason = "it is not in a window"
        case .notVisible(let why): reason = "it is not visible: \(why)"
        }
        return false
    }
}
