import Foundation

/// The token `registerForTraitChanges(_:handler:)` returns, as UIKit's `UITraitChangeRegistration`;
/// pass it to `unregisterForTraitChanges(_:)` to stop the handler.
public protocol UITraitChangeRegistration {}

/// A registered handler and the traits it watches.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traitIdentifiers: [String]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traitIdentifiers = traits.map { $0.identifier }
        self.handler = handler
    }

    /// Calls the handler when one of the watched traits differs.
    func notify(_ environment: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
        guard traitIdentifiers.contains(where: { UITraitCollection.trait($0, differsBetween: previous, and: current) })
        else { return }
        handler(environment, previous)
    }

    /// Wraps a typed handler; an environment of another type (impossible through the public API) is skipped.
    static func make<Environment>(
        _ traits: [UITrait], _ handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> TraitChangeRegistration {
        TraitChangeRegistration(traits: traits) { environment, previous in
            guard let typed = environment as? Environment else { return }
            handler(typed, previous)
        }
    }
}

extension UIView {
    /// Calls `handler` with the view and its previous traits whenever one of `traits` changes, as
    /// UIKit's (iOS 17) `registerForTraitChanges(_:handler:)`.
    ///
    /// ```swift
    /// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
    ///     view.setNeedsLayout()
    /// }
    /// ```
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.make(traits, handler)
        self.traits.registrations.append(registration)
        return registration
    }

    /// Stops a handler registered with ``registerForTraitChanges(_:handler:)``.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitStorage?.registrations.removeAll { $0 === registration as AnyObject }
    }
}

extension UIViewController {
    /// Calls `handler` with the controller and its previous traits whenever one of `traits` changes,
    /// as UIKit's (iOS 17) `registerForTraitChanges(_:handler:)`.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.make(traits, handler)
        self.traits.registrations.append(registration)
        return registration
    }

    /// Stops a handler registered with ``registerForTraitChanges(_:handler:)``.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitStorage?.registrations.removeAll { $0 === registration as AnyObject }
    }
}
