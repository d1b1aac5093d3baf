import Foundation

/// Something a constraint can relate: a view, a ``UILayoutGuide`` or the keyboard layout guide.
@MainActor
protocol LayoutConstraintItem: AnyObject {
    /// The view whose hierarchy the item lives in: the view itself, or the guide's owning view.
    var layoutOwnerView: UIView? { get }
    /// The item as constraint descriptions print it (`UILabel 'title'`, `UILayoutGuide 'UIViewSafeAreaLayoutGuide'`).
    var layoutItemDescription: String { get }
}

extension UIView: LayoutConstraintItem {
    var layoutOwnerView: UIView? { self }
    var layoutItemDescription: String { debugName }
}

extension UIKeyboardLayoutGuide: LayoutConstraintItem {
    var layoutOwnerView: UIView? { owningView }
    var layoutItemDescription: String { "UIKeyboardLayoutGuide '\(identifier)'" }
}

extension UIView {
    /// The nearest view that is `self` or an ancestor of both `self` and `other`.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.storedSuperview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.storedSuperview
        }
        return nil
    }

    /// The topmost ancestor (the window for a view on screen): the view that owns the layout engine.
    var layoutRoot: UIView {
        var root = self
        while let parent = root.storedSuperview { root = parent }
        return root
    }
}
