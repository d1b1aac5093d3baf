import Foundation

/// Tells views and view controllers that their traits changed, in UIKit's order: down the tree from
/// each root, a view controller before its root view, a view before its subviews.
@MainActor
enum TraitPropagation {
    /// One trait environment under a root.
    @MainActor
    private enum Node {
        case view(UIView)
        case controller(UIViewController)

        var traitCollection: UITraitCollection {
            switch self {
            case .view(let view): view.traitCollection
            case .controller(let controller): controller.traitCollection
            }
        }
    }

    /// Runs `change` (which may change the traits of anything under `roots`), then notifies every view
    /// and view controller under `roots` whose trait collection is now different.
    static func applying(below roots: [UIView], _ change: () -> Void) {
        var nodes: [Node] = []
        for root in roots { collect(root, into: &nodes) }
        let before = nodes.map(\.traitCollection)
        change()
        for (node, previous) in zip(nodes, before) {
            let current = node.traitCollection
            guard current != previous else { continue }
            current.performAsCurrent {
                switch node {
                case .view(let view):
                    if current.preferredContentSizeCategory != previous.preferredContentSizeCategory {
                        view.adjustFontForContentSizeCategoryChange()
                    }
                    view.traitCollectionDidChange(previous)
                    view.traitStorage?.registrations.forEach { $0.notify(view, previous: previous, current: current) }
                case .controller(let controller):
                    controller.traitCollectionDidChange(previous)
                    controller.traitStorage?.registrations.forEach {
                        $0.notify(controller, previous: previous, current: current)
                    }
                }
            }
        }
    }

    private static func collect(_ view: UIView, into nodes: inout [Node]) {
        if let controller = view.owningViewController { nodes.append(.controller(controller)) }
        nodes.append(.view(view))
        for subview in view.storedSubviews { collect(subview, into: &nodes) }
    }
}
