import Foundation

extension EventGenerator {
    /// What an element wait requires.
    enum ElementRequirement {
        case visible, hittable
    }

    // MARK: Visible

    /// Waits until the element with accessibility identifier `identifier` is visible (see
    /// ``waitUntilVisible(_:timeout:)-(AccessibilityQuery,_)``).
    ///
    /// ```swift
    /// try generator.waitUntilVisible("toast", timeout: 3)
    /// ```
    public func waitUntilVisible(_ identifier: String, timeout: TimeInterval? = nil) throws {
        try waitFor(.identifier(identifier), .visible, viewIdentifier: identifier, timeout: timeout)
    }

    /// Async form of ``waitUntilVisible(_:timeout:)-(String,_)``.
    public func waitUntilVisible(_ identifier: String, timeout: TimeInterval? = nil) async throws {
        try await waitFor(.identifier(identifier), .visible, viewIdentifier: identifier, timeout: timeout)
    }

    /// Waits until the element `query` means is visible, checking one snapshot every frame while the
    /// app is busy (idle time is skipped to the app's next scheduled wake: see ``wait(_:)-(TimeInterval)``). After
    /// the timeout (default `settings.waitTimeout`, app time) throws the last reason seen:
    /// ``HammerError/notVisible(target:reason:)``, ``HammerError/unableToFind(description:nearMatches:)``
    /// or ``HammerError/multipleElements(description:matches:)``.
    ///
    /// ```swift
    /// try generator.waitUntilVisible(.label("Welcome"))
    /// ```
    public func waitUntilVisible(_ query: AccessibilityQuery, timeout: TimeInterval? = nil) throws {
        try waitFor(query, .visible, timeout: timeout)
    }

    /// Async form of ``waitUntilVisible(_:timeout:)-(AccessibilityQuery,_)``.
    public func waitUntilVisible(_ query: AccessibilityQuery, timeout: TimeInterval? = nil) async throws {
        try await waitFor(query, .visible, timeout: timeout)
    }

    // MARK: Hittable

    /// Waits until the element with accessibility identifier `identifier` is hittable (see
    /// ``waitUntilHittable(_:timeout:)-(AccessibilityQuery,_)``).
    ///
    /// ```swift
    /// try generator.waitUntilHittable("signIn")
    /// ```
    public func waitUntilHittable(_ identifier: String, timeout: TimeInterval? = nil) throws {
        try waitFor(.identifier(identifier), .hittable, viewIdentifier: identifier, timeout: timeout)
    }

    /// Async form of ``waitUntilHittable(_:timeout:)-(String,_)``.
    public func waitUntilHittable(_ identifier: String, timeout: TimeInterval? = nil) async throws {
        try await waitFor(.identifier(identifier), .hittable, viewIdentifier: identifier, timeout: timeout)
    }

    /// Waits until the element `query` means is hittable: visible, no ancestor with user
    /// interaction disabled, and a touch at its hit point reaches it. Checks one snapshot every
    /// frame; after the timeout throws ``HammerError/notHittable(target:reason:)`` saying what
    /// would receive the touch (or why it was not found).
    ///
    /// ```swift
    /// try generator.waitUntilHittable(.label("Sign In", traits: .button))
    /// ```
    public func waitUntilHittable(_ query: AccessibilityQuery, timeout: TimeInterval? = nil) throws {
        try waitFor(query, .hittable, timeout: timeout)
    }

    /// Async form of ``waitUntilHittable(_:timeout:)-(AccessibilityQuery,_)``.
    public func waitUntilHittable(_ query: AccessibilityQuery, timeout: TimeInterval? = nil) async throws {
        try await waitFor(query, .hittable, timeout: timeout)
    }

    // MARK: Checks

    /// Waits until `requirement` holds for the element `query` means (see ``check(_:_:viewIdentifier:failure:)``),
    /// skipping idle time; throws the last failure, near matches ranked once, after the timeout.
    private func waitFor(
        _ query: AccessibilityQuery, _ requirement: ElementRequirement, viewIdentifier: String? = nil, timeout: TimeInterval?
    ) throws {
        let wait = try elementWait(timeout: timeout)
        let held = runUntil(wait) { wait.holds(problem(of: query, requirement, viewIdentifier: viewIdentifier)) }
        try wait.finish(held) { Self.afterWaiting($0.error, timeout: wait.timeout) }
    }

    /// Async form of ``waitFor(_:_:viewIdentifier:timeout:)``.
    private func waitFor(
        _ query: AccessibilityQuery, _ requirement: ElementRequirement, viewIdentifier: String? = nil, timeout: TimeInterval?
    ) async throws {
        let wait = try elementWait(timeout: timeout)
        let held = await runUntil(wait) { wait.holds(problem(of: query, requirement, viewIdentifier: viewIdentifier)) }
        try wait.finish(held) { Self.afterWaiting($0.error, timeout: wait.timeout) }
    }

    /// The wait of an element: every frame, skipping idle time; near matches ranked only if it fails.
    private func elementWait(timeout: TimeInterval?) throws -> VerbWait<ElementLookupFailure> {
        VerbWait(timeout: try effectiveTimeout(timeout), pace: .everyFrame)
    }

    /// One check: one snapshot, one resolution. Nil when the requirement holds; otherwise the reason
    /// (near matches are ranked only if the wait reports it). With `viewIdentifier`, an identifier the
    /// snapshot does not hold (a hidden view, a view inside an accessibility element) falls back to
    /// the view with that identifier, judged on the view hierarchy.
    private func problem(
        of query: AccessibilityQuery, _ requirement: ElementRequirement, viewIdentifier: String? = nil
    ) -> ElementLookupFailure? {
        switch element(matching: query, in: takeAttemptSnapshot()) {
        case .failure(let lookupFailure):
            guard lookupFailure.isNotFound, let viewIdentifier, let view = firstView(withIdentifier: viewIdentifier) else {
                return lookupFailure
            }
            let problem = requirement == .visible ? visibilityFailure(of: view) : hittabilityFailure(of: view)
            return problem.map { .failed($0) }
        case .success(let node):
            switch requirement {
            case .visible:
                return node.notVisibleReason.map { .failed(.notVisible(target: Self.describe(node), reason: $0.description)) }
            case .hittable:
                return node.notHittableReason.map { .failed(.notHittable(target: Self.describe(node), reason: $0.description)) }
            }
        }
    }

    /// The last failure of a wait, saying how long it waited.
    static func afterWaiting(_ failure: HammerError, timeout: TimeInterval) -> HammerError {
        let waited = "after waiting \(HammerError.seconds(timeout))"
        switch failure {
        case .notVisible(let target, let reason): return .notVisible(target: target, reason: "\(reason) (\(waited))")
        case .notHittable(let target, let reason): return .notHittable(target: target, reason: "\(reason) (\(waited))")
        case .unableToFind(
            let description, let nearMatches
        ): return .unableToFind(description: "\(description) (\(waited))", nearMatches: nearMatches)
        case .multipleElements(
            let description, let matches
        ): return .multipleElements(description: "\(description) (\(waited))", matches: matches)
        default: return failure
        }
    }
}
