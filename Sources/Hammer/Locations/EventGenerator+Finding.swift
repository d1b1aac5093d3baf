import Foundation

extension EventGenerator {
    /// A snapshot of the windows this generator's touches can reach (front first, without the
    /// touch overlay), with the generator's reference table so refs stay stable between attempts.
    ///
    /// ```swift
    /// print(generator.takeSnapshot().dump())
    /// ```
    public func takeSnapshot() -> AccessibilitySnapshot {
        AccessibilitySnapshot.take(windows: touchWindows, refs: snapshotRefs)
    }

    /// The snapshot of one locating attempt: like ``takeSnapshot()``, but the geometry, covering and
    /// hit-test facts are derived only for the nodes the attempt reads (its matches), which makes it
    /// several times cheaper on large screens. Read it before sending events or returning to the run
    /// loop, which is what an attempt does; to keep it longer, call
    /// ``AccessibilitySnapshot/deriveRemainingFacts()`` first.
    public func takeAttemptSnapshot() -> AccessibilitySnapshot {
        AccessibilitySnapshot.take(windows: touchWindows, refs: snapshotRefs, derivation: .onDemand)
    }

    /// The element `query` means in `snapshot`, or why there is none: nothing matches (near matches
    /// ranked only when the failure is reported, see ``ElementLookupFailure``), or several remain
    /// and `settings.throwOnMultipleMatches` is true (otherwise the first in reading order, see
    /// ``AccessibilityReadingOrder``).
    func element(
        matching query: AccessibilityQuery, in snapshot: AccessibilitySnapshot
    ) -> Result<AccessibilitySnapshot.Node, ElementLookupFailure> {
        let resolution = snapshot.resolve(query)
        switch resolution.outcome {
        case .found(let node):
            return .success(node)
        case .notFound:
            return .failure(.notFound(description: query.description, nearMatches: resolution.nearMatchRequest))
        case .multipleMatches(let nodes):
            if settings.throwOnMultipleMatches {
                return .failure(.failed(.multipleElements(description: query.description, matches: nodes.map(Self.describe))))
            }
            return .success(nodes[0])
        }
    }

    /// The first view with accessibility identifier `identifier` in the touch windows (front window
    /// first, depth first), in any state. Used only when the snapshot does not hold the identifier.
    func firstView(withIdentifier identifier: String) -> UIView? {
        var stack: [UIView] = touchWindows.reversed()
        while let view = stack.popLast() {
            if view.accessibilityIdentifier == identifier { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// `button "Sign In" #signIn [ref=e12] at (120, 122)`: the node and where a tap would land.
    static func describe(_ node: AccessibilitySnapshot.Node) -> String {
        let point = node.hitPoint
        return "\(node) at (\(number(point.x)), \(number(point.y)))"
    }

    /// ``HammerError/point(_:)``'s text for one coordinate, without its `String(format:)` for the
    /// half points hit points usually fall on (a view's centre): `187.5` is exact in binary, so
    /// `%.1f` prints it as written.
    private static func number(_ value: CGFloat) -> String {
        let doubled = value * 2
        guard value != value.rounded(), doubled == doubled.rounded(), abs(value) < 1e9 else {
            return HammerError.number(value)
        }
        return (value < 0 ? "-" : "") + String(Int(abs(value))) + ".5"
    }
}
