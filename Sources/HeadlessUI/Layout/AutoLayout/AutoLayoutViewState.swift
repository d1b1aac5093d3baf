import Foundation

/// A view's Auto Layout state, created the first time the view takes part in Auto Layout (most views
/// never need one).
@MainActor
final class AutoLayoutViewState {
    /// Whether the view's frame and autoresizing mask become constraints (default `true`).
    var translatesAutoresizingMaskIntoConstraints = true
    /// The autoresizing mask used for those constraints.
    var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether the layout margins guide adds the safe area insets (default `true`).
    var insetsLayoutMarginsFromSafeArea = true
    /// Constraints installed on this view (it is the nearest common ancestor of their items).
    var installedConstraints: [NSLayoutConstraint] = []
    /// Guides added with `addLayoutGuide(_:)`, the built-in guides included once made.
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    /// A scroll view's content and frame guides, once made.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// The engine, when this view is the root of a hierarchy that uses Auto Layout.
    var engine: AutoLayoutEngine?
    /// Whether `updateConstraints()` should run before the next solve.
    var needsUpdateConstraints = false
    /// Whether some subview's frame comes from the engine (so layout applies engine frames here).
    var hasEngineSubviews = false
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayoutStorage: AutoLayoutViewState {
        if let autoLayoutState { return autoLayoutState }
        let state = AutoLayoutViewState()
        autoLayoutState = state
        return state
    }

    /// The engine of the hierarchy this view is in (the root's), optionally made on first use.
    @discardableResult
    func layoutEngine(creating: Bool) -> AutoLayoutEngine? {
        if let engine = autoLayoutState?.engine { return engine }
        guard creating else { return nil }
        let engine = AutoLayoutEngine(root: self)
        autoLayoutStorage.engine = engine
        return engine
    }

    /// The engine of this view's hierarchy, if it has one.
    var existingLayoutEngine: AutoLayoutEngine? {
        layoutRoot.autoLayoutState?.engine
    }
}
