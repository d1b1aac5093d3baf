import Foundation

extension AccessibilityQuery: HammerLocatable {
    /// The ``AccessibilitySnapshot/Node/hitPoint`` of the one element the query means (the
    /// activation point when it lies in the visible frame, else the centre of the visible frame),
    /// resolved in one snapshot with the preference rules of ``AccessibilityQueryResolution``.
    ///
    /// Throws ``HammerError/unableToFind(description:nearMatches:)`` (with "did you mean"),
    /// ``HammerError/multipleElements(description:matches:)`` when `settings.throwOnMultipleMatches`
    /// is true and several elements remain, or ``HammerError/notVisible(target:reason:)``.
    ///
    /// ```swift
    /// try generator.fingerTap(at: .label("Sign In", traits: .button))
    /// ```
    @MainActor public func hammerLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        let node = try generator.element(matching: self, in: generator.takeAttemptSnapshot()).get()
        if let reason = node.notVisibleReason {
            throw HammerError.notVisible(target: EventGenerator.describe(node), reason: reason.description)
        }
        return HammerResolvedLocation(point: node.hitPoint, view: node.object as? UIView, description: EventGenerator.describe(node))
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
        do {
            return try AccessibilityQuery.identifier(self).hammerLocation(in: generator)
        } catch HammerError.unableToFind(let description, let nearMatches) {
            guard let view = generator.firstView(withIdentifier: self) else {
                throw HammerError.unableToFind(description: description, nearMatches: nearMatches)
            }
            return try view.hammerLocation(in: generator)
        }
    }
}
