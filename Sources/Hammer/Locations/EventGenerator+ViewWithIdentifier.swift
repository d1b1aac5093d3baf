import Foundation

extension EventGenerator {
    /// The view of type `type` whose `accessibilityIdentifier` is `identifier`, in the windows this
    /// generator's touches reach (hidden views included, so a test can check `isHidden`). Does not
    /// wait: throws ``HammerError/unableToFind(description:nearMatches:)`` (with "did you mean")
    /// when absent, and ``HammerError/multipleElements(description:matches:)`` when several views
    /// match and `settings.throwOnMultipleMatches` is true (otherwise the first in hierarchy order).
    ///
    /// ```swift
    /// let field = try generator.viewWithIdentifier("email", ofType: UITextField.self)
    /// ```
    public func viewWithIdentifier<T: UIView>(_ identifier: String, ofType type: T.Type) throws -> T {
        try findView(identifier, ofType: type).mapError(\.error).get()
    }

    /// The view whose `accessibilityIdentifier` is `identifier` (any type; see
    /// ``viewWithIdentifier(_:ofType:)``).
    ///
    /// ```swift
    /// let banner = try generator.viewWithIdentifier("banner")
    /// ```
    public func viewWithIdentifier(_ identifier: String) throws -> UIView {
        try viewWithIdentifier(identifier, ofType: UIView.self)
    }

    /// Waits up to `timeout` seconds of app time (checked every frame) for the view of type `type`
    /// with accessibility identifier `identifier` to be in the hierarchy, then returns it; throws
    /// the last failure (not found, with near matches, or several) after the timeout.
    ///
    /// ```swift
    /// let toast = try generator.viewWithIdentifier("toast", ofType: UILabel.self, timeout: 3)
    /// ```
    public func viewWithIdentifier<T: UIView>(_ identifier: String, ofType type: T.Type, timeout: TimeInterval) throws -> T {
        let wait = VerbWait<ElementLookupFailure>(timeout: try effectiveTimeout(timeout), pace: .everyFrame)
        var result = findView(identifier, ofType: type)
        _ = runUntil(wait) {
            result = findView(identifier, ofType: type)
            return (try? result.get()) != nil
        }
        return try result.mapError { Self.afterWaiting($0.error, timeout: wait.timeout) }.get()
    }

    /// Async form of ``viewWithIdentifier(_:ofType:timeout:)-(_,_,TimeInterval)``.
    public func viewWithIdentifier<T: UIView>(_ identifier: String, ofType type: T.Type, timeout: TimeInterval) async throws -> T {
        let wait = VerbWait<ElementLookupFailure>(timeout: try effectiveTimeout(timeout), pace: .everyFrame)
        var result = findView(identifier, ofType: type)
        _ = await runUntil(wait) {
            result = findView(identifier, ofType: type)
            return (try? result.get()) != nil
        }
        return try result.mapError { Self.afterWaiting($0.error, timeout: wait.timeout) }.get()
    }

    // MARK: Search

    /// One walk of the views of the touch windows (front first, depth first in subview order). The
    /// other identifiers seen are kept for "did you mean", ranked only if the failure is reported.
    private func findView<T: UIView>(_ identifier: String, ofType type: T.Type) -> Result<T, ElementLookupFailure> {
        var matches: [T] = []
        var wrongType: [UIView] = []
        var identifiers: [String] = []
        var stack: [UIView] = touchWindows.reversed()
        while let view = stack.popLast() {
            if let own = view.accessibilityIdentifier, !own.isEmpty {
                if own == identifier {
                    if let match = view as? T { matches.append(match) } else { wrongType.append(view) }
                } else {
                    identifiers.append(own)
                }
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        let description = "a \(T.self) with accessibility identifier \"\(identifier)\""
        if matches.isEmpty {
            let others = wrongType.map { "\(ViewVisibilityInspector.describe($0)) is not a \(T.self)" }
            let found = others.isEmpty ? description : "\(description) (\(others.joined(separator: "; ")))"
            return .failure(.notFound(description: found, nearMatches: NearMatchRequest(wanted: identifier, among: identifiers)))
        }
        if matches.count > 1, settings.throwOnMultipleMatches {
            return .failure(
                .failed(.multipleElements(description: description, matches: matches.map { ViewVisibilityInspector.describe($0) }))
            )
        }
        return .success(matches[0])
    }
}
