import Foundation

// How Auto Layout and the (frame-based) stack view meet: a stack measures an arranged view by its
// intrinsic size, where the view's own required `width/height == constant` constraints override a
// dimension (UIKit's stack, built on constraints, honours them); changing such a constraint re-lays
// out the stack.

extension UIView {
    /// The size a stack view uses for this arranged view: ``intrinsicContentSize``, with a dimension
    /// fixed by one of the view's own active, required `== constant` constraints taking that constant.
    var arrangedContentSize: CGSize {
        var size = intrinsicContentSize
        guard let constraints = autoLayoutState?.installedConstraints, !constraints.isEmpty else { return size }
        for constraint in constraints
        where constraint.firstLayoutItem === self && constraint.secondLayoutItem == nil
            && constraint.relation == .equal && constraint.priority == .required {
            switch constraint.firstAttribute {
            case .width: size.width = Swift.max(0, constraint.constant)
            case .height: size.height = Swift.max(0, constraint.constant)
            default: break
            }
        }
        return size
    }

    /// The hugging priority a stack view uses: required when a required `== constant` constraint fixes
    /// the view's length along `axis`, else ``contentHuggingPriority(for:)``.
    func arrangedHuggingPriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority {
        hasFixedLength(along: axis) ? .required : contentHuggingPriority(for: axis)
    }

    /// The compression resistance a stack view uses: required when a required `== constant`
    /// constraint fixes the view's length along `axis`.
    func arrangedCompressionResistancePriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority {
        hasFixedLength(along: axis) ? .required : contentCompressionResistancePriority(for: axis)
    }

    private func hasFixedLength(along axis: UILayoutConstraintAxis) -> Bool {
        guard let constraints = autoLayoutState?.installedConstraints, !constraints.isEmpty else { return false }
        let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        return constraints.contains {
            $0.firstLayoutItem === self && $0.secondLayoutItem == nil && $0.firstAttribute == attribute
                && $0.relation == .equal && $0.priority == .required
        }
    }

    /// Whether the view is an arranged subview of a stack view (which sets its frame).
    var isArrangedInStackView: Bool {
        (storedSuperview as? UIStackView)?.arrangedSubviews.contains { $0 === self } ?? false
    }
}

extension NSLayoutConstraint {
    /// Tells the stack view arranging the first item that the item's size constraints changed.
    func notifyArrangingStackView() {
        guard secondLayoutItem == nil, firstAttribute.isDimension, let view = firstLayoutItem as? UIView,
              view.isArrangedInStackView, let stack = view.storedSuperview else { return }
        stack.invalidateIntrinsicContentSize()
        stack.setNeedsLayout()
    }
}
