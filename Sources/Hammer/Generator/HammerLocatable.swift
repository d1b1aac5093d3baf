import Foundation

/// Something a finger or stylus can be aimed at: a screen point, a view, a view controller, and (in
/// the query module) an accessibility identifier or an ``AccessibilityQuery``-style query.
///
/// Conform a type to plug a new kind of location into every finger, stylus and waiting call.
public protocol HammerLocatable {
    /// Resolves the location to a screen point for `generator`. Throws a ``HammerError`` when it
    /// cannot be found, is not visible, or is not on screen.
    @MainActor func hammerLocation(in generator: EventGenerator) throws -> HammerResolvedLocation
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
    /// A point in screen coordinates is its own location.
    @MainActor public func hammerLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        HammerResolvedLocation(point: self, description: HammerError.point(self))
    }
}

extension UIView: HammerLocatable {
    /// The centre of the view's visible part (throws when it is not in a window or not visible).
    public func hammerLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        switch ViewVisibilityInspector.visibility(of: self) {
        case .visible(let rect):
            return HammerResolvedLocation(point: CGPoint(x: rect.midX, y: rect.midY), view: self, description: ViewVisibilityInspector.describe(self))
        case .notInHierarchy:
            throw HammerError.viewNotInHierarchy(view: ViewVisibilityInspector.describe(self))
        case .notVisible(let reason):
            throw HammerError.notVisible(target: ViewVisibilityInspector.describe(self), reason: reason)
        }
    }
}

extension UIViewController: HammerLocatable {
    /// The centre of the visible part of the controller's view.
    public func hammerLocation(in generator: EventGenerator) throws -> HammerResolvedLocation {
        try view.hammerLocation(in: generator)
    }
}
