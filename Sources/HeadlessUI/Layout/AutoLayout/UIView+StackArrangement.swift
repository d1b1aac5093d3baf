import Foundation

// How Auto Layout and the stack view meet. A stack solves its arrangement in a private engine that
// includes the arranged views' own constraints (see `UIStackView+Layout.swift`); in the engine of
// the whole hierarchy an arranged view is positioned by its frame (just below required), and a
// constraint change inside an arranged subtree re-lays out the stacks around it.

extension UIView {
    /// Whether the view is an arranged subview of a stack view (which sets its frame).
    var isArrangedInStackView: Bool {
        (storedSuperview as? UIStackView)?.arrangedSubviews.contains { $0 === self } ?? false
    }

    /// Tells every stack view that arranges this view or one of its ancestors to measure and lay
    /// out again.
    func notifyEnclosingStackViews() {
        (self as? UIStackView)?.arrangementStructureDidChange()
        var view: UIView? = self
        while let current = view, let superview = current.storedSuperview {
            if let stack = superview as? UIStackView {
                stack.arrangementStructureDidChange()
                stack.invalidateIntrinsicContentSize()
                stack.setNeedsLayout()
            }
            view = superview
        }
    }

    /// The view's size or visibility may have changed: the stack views whose arrangement depends on
    /// it forget their measurements. A change reaches a stack when the changed view is one of its
    /// arranged views or takes part in Auto Layout inside it (a label pinned in an arranged
    /// container); a stack that changed passes the change on to the stacks around it.
    func stackContentDidChange() {
        (self as? UIStackView)?.forgetMeasurements()
        var changed: UIView = self
        // A stack's engines also hold the arranged views of the stacks nested in it, so every view
        // the change passed through is re-measured, not only the nearest one.
        var passedThrough: [UIView] = []
        var view: UIView = self
        while let superview = view.storedSuperview {
            if let stack = superview as? UIStackView,
               (changed.storedSuperview === stack && changed.isArrangedInStackView) || changed.takesPartInAutoLayout {
                // The stack's private engines re-measure the views on their next update.
                passedThrough.append(changed)
                for dirty in passedThrough {
                    stack.arrangementEngine?.markIntrinsicSizeDirty(dirty)
                    for engine in stack.measurementEngines.values { engine.markIntrinsicSizeDirty(dirty) }
                }
                if stack.hasMeasurements {
                    stack.forgetMeasurements()
                    stack.setNeedsLayout()
                    stack.autoLayoutIntrinsicContentSizeDidChange()
                }
                changed = stack
            }
            view = superview
        }
    }

    /// Whether the view is positioned or sized by constraints.
    private var takesPartInAutoLayout: Bool {
        guard let state = autoLayoutState else { return false }
        return !state.translatesAutoresizingMaskIntoConstraints || !state.installedConstraints.isEmpty
    }
}

extension NSLayoutConstraint {
    /// Tells the stack views around the constraint's views that their arrangement may change.
    func notifyArrangingStackView() {
        (firstLayoutItem as? UIView)?.notifyEnclosingStackViews()
        (secondLayoutItem as? UIView)?.notifyEnclosingStackViews()
    }
}
