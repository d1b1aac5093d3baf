import Foundation

/// Tells views and view controllers that their traits changed, in UIKit's order: down the tree from
/// each root, a view controller before its root view, a view before its subviews.
@MainActor
enum TraitPropagation {
    /// One trait environment under a root (a view or a controller) and its traits before the change.
    @MainActor
    private struct Entry {
        let view: UIView?
        let controller: UIViewController?
        var previous: UITraitCollection

        /// The environment's traits now.
        var current: UITraitCollection? {
            if let view { return view.traitCollection }
            return controller?.traitCollection
        }
    }

    /// Runs `change` (which may change the traits of anything under `roots`), then notifies every view
    /// and view controller under `roots` whose trait collection is now different.
    static func applying(below roots: [UIView], _ change: () -> Void) {
        var entries: [Entry] = []
        for root in roots { collect(root, into: &entries) }
        change()
        for entry in entries {
            guard let current = entry.current, current != entry.previous else { continue }
            let previous = entry.previous
            current.performAsCurrent {
                if let view = entry.view {
                    if current.preferredContentSizeCategory != previous.preferredContentSizeCategory {
                        view.adjustFontForContentSizeCategoryChange()
                    }
                    view.traitCollectionDidChange(previous)
                    for registration in view.traitStorage?.registrations ?? [] {
                        registration.notify(view, previous: previous, current: current)
                    }
                } else if let controller = entry.controller {
                    controller.traitCollectionDidChange(previous)
                    for registration in controller.traitStorage?.registrations ?? [] {
                        registration.notify(controller, previous: previous, current: current)
                    }
                }
            }
        }
    }

    private static func collect(_ view: UIView, into entries: inout [Entry]) {
        if let controller = view.owningViewController {
            entries.append(Entry(view: nil, controller: controller, previous: controller.traitCollection))
        }
        entries.append(Entry(view: view, controller: nil, previous: view.traitCollection))
        for subview in view.storedSubviews { collect(subview, into: &entries) }
    }
}
