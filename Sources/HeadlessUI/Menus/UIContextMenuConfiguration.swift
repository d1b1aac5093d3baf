import Foundation

/// The closure that builds a context menu from the system's suggested elements, as UIKit's
/// `UIContextMenuActionProvider` (HeadlessUI suggests none: the array is empty).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// The closure that makes the view controller shown as a context menu's preview, as UIKit's
/// `UIContextMenuContentPreviewProvider`; `nil` previews the pressed view itself.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration`: a preview and a menu, both
/// made on demand when the menu opens.
///
/// ```swift
/// func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
///                point: CGPoint) -> UIContextMenuConfiguration? {
///     UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///         UIMenu(children: [UIAction(title: "Delete", attributes: .destructive) { _ in self.delete(indexPath) }])
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The order of the menu's elements relative to the preview (iOS 16), as UIKit's
    /// `UIContextMenuConfiguration.ElementOrder`. HeadlessUI always lists elements top to bottom.
    public enum ElementOrder: Int, Sendable {
        /// The system's choice.
        case automatic = 0
        /// The first element nearest the preview.
        case priority = 1
        /// The elements in the order given.
        case fixed = 2
    }

    /// The identifier given at creation, or a unique one.
    public let identifier: any NSCopying
    /// The order of the menu's elements.
    open var preferredMenuElementOrder: ElementOrder = .automatic
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration, as UIKit's `init(identifier:previewProvider:actionProvider:)`.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
