import Foundation

extension UIView {
    /// Asks for ``updateConstraints()`` to run before the next layout (or
    /// ``updateConstraintsIfNeeded()``).
    public func setNeedsUpdateConstraints() {
        autoLayoutStorage.needsUpdateConstraints = true
        let root = layoutRoot
        root.layoutEngine(creating: true)?.needsUpdateConstraintsPass = true
        root.setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is pending.
    public func needsUpdateConstraints() -> Bool {
        autoLayoutState?.needsUpdateConstraints ?? false
    }

    /// Runs pending ``updateConstraints()`` calls in this view's subtree now (subviews first).
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if let state = autoLayoutState, state.needsUpdateConstraints {
            state.needsUpdateConstraints = false
            updateConstraints()
        }
    }

    /// Whether the engine leaves the view's frame undetermined: another solution satisfies every
    /// constraint exactly as well but moves or resizes the view. A debugging aid, like UIKit's.
    public var hasAmbiguousLayout: Bool {
        guard let engine = existingLayoutEngine else { return false }
        engine.updateIfNeeded()
        return engine.isAmbiguous(self)
    }

    /// The active constraints that mention this view in `axis` (installed on it or an ancestor), a
    /// debugging aid like UIKit's. Constraints the engine makes itself (autoresizing, content size)
    /// are not listed.
    public func constraintsAffectingLayout(for axis: UILayoutConstraintAxis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var ancestor: UIView? = self
        while let view = ancestor {
            for constraint in view.autoLayoutState?.installedConstraints ?? []
            where constraint.firstAttribute.axis == axis
                && (constraint.firstLayoutItem === self || constraint.secondLayoutItem === self) {
                result.append(constraint)
            }
            ancestor = view.storedSuperview
        }
        return result.sorted { $0.activationOrder < $1.activationOrder }
    }

    /// The smallest size that satisfies the view's constraints, aiming at `targetSize` at the fitting
    /// priority (50): `UIView.layoutFittingCompressedSize` gives the smallest, a large size the
    /// largest. Subviews are laid out from constraints; the view's own frame is unchanged.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints while aiming at `targetSize` with the given
    /// priorities per axis (pass `.required` for a fixed width, as self-sizing cells do).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let engine = AutoLayoutEngine(fitting: self, target: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
        engine.updateIfNeeded()
        return engine.fittedSize()
    }

    /// The size that fits the view's content tightly (`(0, 0)` asks for the smallest).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
