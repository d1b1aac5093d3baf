import Foundation

extension AccessibilityQuery: HammerLocatable {
    /// The ``AccessibilitySnapshot/Node/hitPoint`` of the one element the query means (the
    /// activation point when it lies in the visible frame, else the centre of the visible frame),
    /// resolved in one snapshot with the preference rules of ``AccessibilityQueryResolution``.
    ///
    /// Throws ``HammerError/unableToFind(description:nearMatches:)`` (with "did you mean"),
    /// ``HammerError/multipleElements(description:matches:)`` when `settings.throwOnMultipleMatches`
    /// is true and several elements remain (otherwise the first in reading order is meant), or
    /// ``HammerError/notVisible(target:reason:)``.
    ///
    /// ```swift
    /// try generator.fingerTap(at: .label("Sign In", traits: .button))
    /// ```
    @MainActor public func hammerLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        try generator.location(of: self, forTouch: false)
    }

    /// Where a touch reaches the element the query means: its hit point, or the centre of its
    /// visible, hittable part when views in front take part of it. Throws as
    /// ``hammerLocation(in:)``, and ``HammerError/notHittable(target:reason:)`` naming the view
    /// that would take the touch when no part of it can be touched.
    @MainActor public func hammerTouchLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        try generator.location(of: self, forTouch: true)
    }
}

extension String: HammerLocatable {
    /// The element whose `accessibilityIdentifier` is this string (a view or a non-view
    /// `UIAccessibilityElement`): the same rule as ``AccessibilityQuery/identifier(_:)``. A view the
    /// accessibility tree does not hold (a hidden view, a subview of an accessibility element such as
    /// a cell) is used as a view: the centre of its visible part, or why it is not visible.
    ///
    /// ```swift
    /// try generator.fingerTap(at: "signIn")
    /// ```
    @MainActor public func hammerLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        try location(in: generator, element: { try $0.hammerLocation(in: generator) }, view: { try $0.hammerLocation(in: generator) })
    }

    /// Where a touch reaches the element with this identifier (see
    /// ``AccessibilityQuery/hammerTouchLocation(in:)`` and ``UIView/hammerTouchLocation(in:)``).
    @MainActor public func hammerTouchLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        try location(
            in: generator, element: { try $0.hammerTouchLocation(in: generator) }, view: { try $0.hammerTouchLocation(in: generator) }
        )
    }

    /// The element's location, or the view's when the snapshot does not hold the identifier.
    @MainActor private func location(
        in generator: EventGenerator, element: (AccessibilityQuery) throws -> HammerResolvedLocation,
        view: (UIView) throws -> HammerResolvedLocation
    ) throws -> HammerResolvedLocation {
        do {
            return try element(.identifier(self))
        } catch HammerError.unableToFind(let description, let nearMatches) {
            guard let found = generator.firstView(withIdentifier: self) else {
                throw HammerError.unableToFind(description: description, nearMatches: nearMatches)
            }
            return try view(found)
        }
    }
}

extension EventGenerator {
    /// The location of the element `query` means, in one snapshot; `forTouch`: where a touch
    /// reaches it (see ``TouchPointChooser``).
    func location(of query: AccessibilityQuery, forTouch: Bool) throws -> HammerResolvedLocation {
        let snapshot = takeAttemptSnapshot()
        let node = try element(matching: query, in: snapshot).mapError(\.error).get()
        let description = Self.describe(node)
        if let reason = node.notVisibleReason {
            throw HammerError.notVisible(target: description, reason: reason.description)
        }
        var point = node.hitPoint
        if forTouch, let reason = node.notHittableReason {
            guard let owner = Self.touchOwner(of: node, in: snapshot) else {
                throw HammerError.notHittable(target: description, reason: reason.description)
            }
            point = try TouchPointChooser.point(
                reaching: owner, visibleFrame: node.visibleFrame, hitPoint: node.hitPoint, notHittable: reason,
                windows: touchWindows, target: description
            )
        }
        return HammerResolvedLocation(point: point, view: node.object as? UIView, description: description)
    }

    /// The view touches for `node` go to: its own view, or the nearest view above a non-view element
    /// (its container).
    private static func touchOwner(of node: AccessibilitySnapshot.Node, in snapshot: AccessibilitySnapshot) -> UIView? {
        if let view = node.object as? UIView { return view }
        return snapshot.ancestors(of: node).lazy.compactMap { $0.object as? UIView }.first
    }
}
