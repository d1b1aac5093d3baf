import Foundation

/// A button revealed by swiping a table row to the left, as UIKit's deprecated
/// `UITableViewRowAction` (iOS 8–12; `UIContextualAction` replaces it). A table asks its delegate's
/// `tableView(_:editActionsForRowAt:)` for them when `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
/// gives no configuration, and shows them as trailing swipe actions, first action outermost.
///
/// Tapping a button (or swiping fully across, for the first action) runs its handler with the
/// row's index path; the row stays open until the app deletes it or ends editing
/// (`tableView.setEditing(false, animated: true)`), as in UIKit.
@available(iOS, introduced: 8.0, deprecated: 13.0, message: "Use UIContextualAction and related APIs instead.")
@preconcurrency @MainActor
open class UITableViewRowAction {
    /// The look of a row action, as UIKit's `UITableViewRowAction.Style`.
    public enum Style: Int, Sendable {
        /// A red button (the same as ``destructive``).
        case `default` = 0
        /// A grey button.
        case normal = 1

        /// A red button for removing the row (UIKit's alias of ``default``).
        public static var destructive: Style { .default }
    }

    /// The style.
    open private(set) var style: Style
    /// The button's title (also its accessibility label).
    open var title: String?
    /// The button's colour (red for `.default`/`.destructive`, light grey for `.normal`, by default).
    open var backgroundColor: UIColor?
    /// A visual effect behind the button (kept; HeadlessUI draws the button in its colour without it).
    open var backgroundEffect: UIVisualEffect?
    let handler: @MainActor (UITableViewRowAction, IndexPath) -> Void

    /// Creates a row action whose handler receives the action and the row's index path.
    public init(style: Style, title: String?, handler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The contextual action the table shows for this row action at `indexPath`.
    func contextualAction(at indexPath: IndexPath) -> UIContextualAction {
        let action = UIContextualAction(style: style == .default ? .destructive : .normal, title: title) { [self] _, _, _ in
            // Row actions have no completion: the row stays open until the app closes it.
            handler(self, indexPath)
        }
        action.backgroundColor = backgroundColor ?? (style == .default ? .systemRed : .systemGray3)
        return action
    }
}
