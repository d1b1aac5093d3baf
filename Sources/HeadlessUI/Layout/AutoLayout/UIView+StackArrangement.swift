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
        var view: UIView? = self
        while let current = view, let superview = current.storedSuperview {
            if let stack = superview as? UIStackView, current.isArrangedInStackView {
                stack.invalidateIntrinsicContentSize()
                stack.setNeedsLayout()
            }
            view = superview
        }
    }

    /// The view's size or visibility may have changed: the stack views it is inside forget their
    /// measurements (their size depends on everything inside them).
    func stackContentDidChange() {
        (self as? UIStackView)?.forgetMeasurements()
        var view: UIView = self
        while let superview = view.storedSuperview {
            if let stack = superview as? UIStackView, stack.hasMeasurements {
                stack.forgetMeasurements()
                stack.setNeedsLayout()
                stack.autoLayoutIntrinsicContentSizeDidChange()
            }
            view = superview
        }
    }
}

extension NSLayoutConstraint {
    /// Tells the stack views around the constraint's views that their arrangement may change.
    func notifyArrangingStackView() {
        (firstLayoutItem as? UIView)?.notifyEnclosingStackViews()
        (secondLayoutItem as? UIView)?.notifyEnclosingStackViews()
    }
}
