import Foundation

/// The generator's view checks (a view's visibility, hittability and location), on the snapshot's
/// rules: each answer is the one an ``AccessibilitySnapshot`` of the generator's touch windows gives
/// the view's node, derived for the one view by ``SingleViewFacts``. No rule lives here; this is the
/// seam between views and those facts, and names views as snapshot reasons do.
@MainActor
enum ViewVisibilityInspector {
    /// The snapshot facts of `view` among `windows` (front first).
    static func facts(of view: UIView, windows: [UIWindow]) -> SingleViewFacts {
        SingleViewFacts(view: view, windows: windows)
    }

    /// Why `view` is not visible, as a ``HammerError`` (nil when it is visible).
    static func visibilityFailure(of view: UIView, windows: [UIWindow]) -> HammerError? {
        guard let reason = facts(of: view, windows: windows).notVisibleReason else { return nil }
        return .notVisible(target: describe(view), reason: reason.description)
    }

    /// Why `view` is not hittable, as a ``HammerError`` (nil when it is hittable). When the hit test
    /// was made, the target says where (`UIView #card at (100, 250)`), as for elements.
    static func hittabilityFailure(of view: UIView, windows: [UIWindow]) -> HammerError? {
        let facts = facts(of: view, windows: windows)
        guard let reason = facts.notHittableReason() else { return nil }
        if case .notVisible = reason { return .notHittable(target: describe(view), reason: reason.description) }
        return .notHittable(target: "\(describe(view)) at \(HammerError.point(facts.hitPoint))", reason: reason.description)
    }

    /// The view a touch at `point` (screen coordinates) would reach: the frontmost window that
    /// contains the point and whose hit test finds a view (the snapshot's hit test).
    static func hitView(at point: CGPoint, windows: [UIWindow]) -> UIView? {
        CoverageProbe(windows: windows, cache: ViewChainFactsCache(screenBounds: .zero)).hitTest(at: point)
    }

    /// `UIButton #login "Sign In"`: the type, `#identifier` and `"label"`, as snapshot reasons name views.
    static func describe(_ view: UIView) -> String {
        ViewNaming.describe(view)
    }
}
