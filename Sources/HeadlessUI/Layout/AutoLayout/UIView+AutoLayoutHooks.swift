import Foundation

// The calls the core view code makes into Auto Layout (layout pass, layoutIfNeeded, intrinsic size,
// hierarchy changes). Each returns at once for views that do not use Auto Layout.

extension UIView {
    /// Before `layoutSubviews()`: brings the engine up to date (at the root) and applies the engine's
    /// frames to this view's subviews, as UIKit's `-[UIView layoutSubviews]` does.
    func autoLayoutWillLayoutSubviews() {
        guard let state = autoLayoutState else { return }
        state.engine?.updateIfNeeded()
        guard state.hasEngineSubviews, let engine = existingLayoutEngine else { return }
        engine.updateIfNeeded()
        engine.applyFrames(toSubviewsOf: self)
    }

    /// At the start of `layoutIfNeeded()`: solves pending changes so the views they move are laid
    /// out now (inside an animation block, their frames animate).
    func autoLayoutPrepareForLayoutIfNeeded() {
        guard AutoLayoutEngine.activeConstraintCount > 0 || autoLayoutState != nil,
              let engine = existingLayoutEngine else { return }
        engine.updateIfNeeded()
    }

    /// The frame, bounds or centre changed. A frame-driven view (autoresizing constraints) that the
    /// engine knows tells it, so constrained views that depend on it follow in the next layout pass.
    func autoLayoutGeometryDidChange() {
        guard AutoLayoutEngine.activeConstraintCount > 0, storedSuperview?.autoLayoutState?.hasEngineSubviews == true,
              let engine = existingLayoutEngine, !engine.isApplyingFrames else { return }
        engine.frameDrivenViewDidMove(self)
    }

    /// `invalidateIntrinsicContentSize()` was called.
    func autoLayoutIntrinsicContentSizeDidChange() {
        guard AutoLayoutEngine.activeConstraintCount > 0, let engine = existingLayoutEngine else { return }
        engine.markIntrinsicSizeDirty(self)
    }

    /// The view is about to leave its superview: constraints between its subtree and the rest of the
    /// old hierarchy are deactivated (as UIKit does), and the old engine forgets the subtree.
    func autoLayoutWillLeaveSuperview() {
        guard AutoLayoutEngine.activeConstraintCount > 0, let parent = storedSuperview else { return }
        var ancestor: UIView? = parent
        while let view = ancestor {
            if let constraints = view.autoLayoutState?.installedConstraints, !constraints.isEmpty {
                for constraint in constraints where constraint.ownerViews.contains(where: { $0.isDescendant(of: self) }) {
                    constraint.isActive = false
                }
            }
            ancestor = view.storedSuperview
        }
        if let engine = parent.existingLayoutEngine, engine.hasItem(self) { engine.setNeedsRebuild() }
        if subtreeHasInstalledConstraints { parent.notifyEnclosingStackViews() }
    }

    /// The view moved to a new superview (or none): the engine of its new hierarchy takes over the
    /// constraints inside its subtree.
    func autoLayoutDidMoveToSuperview() {
        guard AutoLayoutEngine.activeConstraintCount > 0 else { return }
        if storedSuperview != nil { autoLayoutState?.engine = nil }
        guard subtreeHasInstalledConstraints else { return }
        layoutRoot.layoutEngine(creating: true)?.setNeedsRebuild()
        storedSuperview?.notifyEnclosingStackViews()
    }

    private var subtreeHasInstalledConstraints: Bool {
        if autoLayoutState?.installedConstraints.isEmpty == false { return true }
        return storedSubviews.contains { $0.subtreeHasInstalledConstraints }
    }
}
