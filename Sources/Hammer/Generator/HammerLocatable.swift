import Foundation

/// Something a finger or stylus can be aimed at: a screen point, a view, a view controller, and (in
/// the query module) an accessibility identifier or an ``AccessibilityQuery``-style query.
///
/// Conform a type to plug a new kind of location into every finger, stylus and waiting call.
public protocol HammerLocatable {
    /// Resolves the location to a screen point for `generator`. Throws a ``HammerError`` when it
    /// cannot be found, is not visible, or is not on screen.
    @MainActor func hammerLocation(in generator: EventGenerator) throws -> HammerResolvedLocation

    /// Resolves the location for a touch going down there (a tap, long press, the start of a drag or
    /// swipe): for an element, the point where a touch reaches it. The default is
    /// ``hammerLocation(in:)``; views, view controllers, identifiers and queries refuse an element no
    /// touch reaches with ``HammerError/notHittable(target:reason:)`` naming the view that would take
    /// the touch, and touch a partly covered one in the centre of its visible, hittable part.
    @MainActor func hammerTouchLocation(in generator: EventGenerator) throws -> HammerResolvedLocation
}

extension HammerLocatable {
    /// The location itself (see ``HammerLocatable/hammerLocation(in:)``): a point, or a custom
    /// location that makes no promise about what a touch there reaches.
    @MainActor public func hammerTouchLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        try hammerLocation(in: generator)
    }
}

/// A location resolved to a screen point, with what it refers to (for messages and waiting).
public struct HammerResolvedLocation {
    /// The point in screen coordinates.
    public var point: CGPoint
    /// The view the location refers to, if any.
    public var view: UIView?
    /// What the location is, for messages (`UIButton 'login'`, `(20, 40)`).
    public var description: String

    /// Creates a resolved location.
    public init(point: CGPoint, view: UIView? = nil, description: String) {
        self.point = point
        self.view = view
        self.description = description
    }
}

extension CGPoint: HammerLocatable {
    /// A point in screen coordinates is its own location (a point is not an element: a touch there
    /// goes to whatever is there).
    @MainActor public func hammerLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        HammerResolvedLocation(point: self, description: HammerError.point(self))
    }
}

extension UIView: HammerLocatable {
    /// The view's hit point, as for its accessibility element (``AccessibilitySnapshot/Node/hitPoint``):
    /// its activation point when that lies in its visible part, else the centre of the visible part.
    /// Throws ``HammerError/viewNotInHierarchy(view:)`` when it is not in a window, and
    /// ``HammerError/notVisible(target:reason:)`` (the snapshot's reason) when it is not visible.
    public func hammerLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        let facts = ViewVisibilityInspector.facts(of: self, windows: generator.touchWindows)
        return try visibleLocation(facts)
    }

    /// Where a touch reaches the view: its hit point when a touch there reaches it; when another
    /// view takes part of it, the centre of its visible, hittable part. Throws as
    /// ``hammerLocation(in:)`` when it is not visible, and ``HammerError/notHittable(target:reason:)``
    /// naming the view that would take the touch when no part of it can be touched.
    public func hammerTouchLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        let windows = generator.touchWindows
        let facts = ViewVisibilityInspector.facts(of: self, windows: windows)
        var location = try visibleLocation(facts)
        location.point = try TouchPointChooser.point(
            reaching: self, visibleFrame: facts.geometry.visibleFrame, hitPoint: facts.hitPoint,
            notHittable: facts.notHittableReason(), windows: windows,
            target: "\(location.description) at \(HammerError.point(facts.hitPoint))"
        )
        return location
    }

    private func visibleLocation(_ facts: SingleViewFacts) throws -> HammerResolvedLocation {
        let name = ViewVisibilityInspector.describe(self)
        switch facts.notVisibleReason {
        case nil:
            return HammerResolvedLocation(point: facts.hitPoint, view: self, description: name)
        case .notInWindow?:
            throw HammerError.viewNotInHierarchy(view: name)
        case let reason?:
            throw HammerError.notVisible(target: name, reason: reason.description)
        }
    }
}

extension UIViewController: HammerLocatable {
    /// The hit point of the controller's view (see ``UIView/hammerLocation(in:)``).
    public func hammerLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        try view.hammerLocation(in: generator)
    }

    /// Where a touch reaches the controller's view (see ``UIView/hammerTouchLocation(in:)``).
    public func hammerTouchLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        try view.hammerTouchLocation(in: generator)
    }
}
