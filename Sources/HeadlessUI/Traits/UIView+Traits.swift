import Foundation

extension UIView: UITraitEnvironment {
    /// The view's traits: its view controller's (for a controller's root view), else its superview's,
    /// else the screen's (a window, or a view outside any window), with ``overrideUserInterfaceStyle``
    /// applied.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let controller = owningViewController {
            inherited = controller.traitCollection
        } else if let superview = storedSuperview {
            inherited = superview.traitCollection
        } else {
            inherited = UIApplication.current?.screenTraits ?? .lightDefault
        }
        let style = traitStorage?.overrideUserInterfaceStyle ?? .unspecified
        return style == .unspecified ? inherited : inherited.replacing(userInterfaceStyle: style)
    }

    /// Forces light or dark appearance on this view and its subviews (`.unspecified` inherits), as
    /// UIKit's `overrideUserInterfaceStyle`. Views whose traits change hear
    /// `traitCollectionDidChange(_:)`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStorage?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            TraitPropagation.applying(below: [self]) { traits.overrideUserInterfaceStyle = newValue }
        }
    }
}
