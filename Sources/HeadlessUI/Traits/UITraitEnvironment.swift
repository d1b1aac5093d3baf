import Foundation

/// An object with a trait collection that hears when it changes, as UIKit's `UITraitEnvironment`:
/// `UIScreen`, `UIWindow`, `UIView` and `UIViewController`.
///
/// Traits flow down: screen → window → root view controller → its view → subviews and child
/// controllers. A view or controller may override the appearance for itself and everything below
/// it (`overrideUserInterfaceStyle`).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after ``traitCollection`` changed, with the collection it had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Per-view trait state, allocated the first time a view needs any of it.
@MainActor
final class TraitStorage {
    /// The view's appearance override.
    var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// Whether the view's font follows the content size category.
    var adjustsFontForContentSizeCategory = false
    /// Handlers registered with `registerForTraitChanges(_:handler:)`.
    var registrations: [TraitChangeRegistration] = []
}

extension UIView {
    /// The view's trait storage, created on first use.
    var traits: TraitStorage {
        if let traitStorage { return traitStorage }
        let storage = TraitStorage()
        traitStorage = storage
        return storage
    }
}
