import Foundation

extension EventGenerator {
    /// Resolves a location for a touch going down there: `nil` is the generator's view; otherwise the
    /// location's own rule (see ``HammerLocatable/hammerTouchLocation(in:)``). A view, identifier or
    /// query must be hittable: a target no touch reaches is refused with
    /// ``HammerError/notHittable(target:reason:)`` naming the view that would take the touch, before
    /// anything is sent; a partly covered one resolves to the centre of its visible, hittable part.
    /// A point stays as given. The point is checked: finite, and on a window that accepts touches.
    ///
    /// ```swift
    /// let location = try generator.resolve("signIn")  // where fingerTap(at: "signIn") touches
    /// ```
    public func resolve(_ location: (any HammerLocatable)?) throws -> HammerResolvedLocation {
        let resolved = try (location ?? view).hammerTouchLocation(in: self)
        try validateTouchDown(at: resolved.point)
        return resolved
    }

    /// The screen point of a location (see ``resolve(_:)``).
    func point(for location: (any HammerLocatable)?) throws -> CGPoint {
        try resolve(location).point
    }

    /// A touch may go down only where a visible window's hit test finds a view.
    func validateTouchDown(at point: CGPoint) throws {
        try validateFinite(point)
        guard ViewVisibilityInspector.hitView(at: point, windows: touchWindows) != nil else {
            throw HammerError.touchNotDeliverable(point: point)
        }
    }

    /// A touch may move or lift only inside a visible window that accepts touches.
    func validateTouchMove(to point: CGPoint) throws {
        try validateFinite(point)
        guard touchWindows.contains(where: { $0.isUserInteractionEnabled && $0.frame.contains(point) }) else {
            throw HammerError.touchNotDeliverable(point: point)
        }
    }

    func validateFinite(_ point: CGPoint) throws {
        guard point.x.isFinite, point.y.isFinite else { throw HammerError.invalidPoint(x: point.x, y: point.y) }
    }

    /// Checks a duration (or other non-negative number) given by the caller.
    func validateDuration(_ value: TimeInterval, name: String = "duration") throws {
        guard value.isFinite, value >= 0 else {
            throw HammerError.invalidValue(name: name, value: value, reason: "it must be a finite number of seconds, zero or more.")
        }
    }

    /// Visible windows, frontmost first, without the touch overlay.
    var touchWindows: [UIWindow] {
        platform.visibleWindowsFrontToBack.filter { $0 !== overlay?.window }
    }
}
