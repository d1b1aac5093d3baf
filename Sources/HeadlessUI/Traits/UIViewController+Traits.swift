import Foundation

extension UIViewController: UITraitEnvironment {
    /// The controller's traits: its parent's, else those where its view is shown (the window, or the
    /// presentation's container), else the screen's, with ``overrideUserInterfaceStyle`` applied.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let parent {
            inherited = parent.traitCollection
        } else if let superview = viewIfLoaded?.storedSuperview {
            inherited = superview.traitCollection
        } else if let presenting = storedPresentingViewController {
            inherited = presenting.traitCollection
        } else {
            inherited = UIApplication.current?.screenTraits ?? .lightDefault
        }
        let style = traitStorage?.overrideUserInterfaceStyle ?? .unspecified
        return style == .unspecified ? inherited : inherited.replacing(userInterfaceStyle: style)
    }

    /// Forces light or dark appearance on this controller, its views and its children (`.unspecified`
    /// inherits), as UIKit's `overrideUserInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStorage?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            guard let view = viewIfLoaded else {
                traits.overrideUserInterfaceStyle = newValue
                return
            }
            TraitPropagation.applying(below: [view]) { traits.overrideUserInterfaceStyle = newValue }
        }
    }

    /// The controller's trait storage, created on first use.
    var traits: TraitStorage {
        if let traitStorage { return traitStorage }
        let storage = TraitStorage()
        traitStorage = storage
        return storage
    }
}
