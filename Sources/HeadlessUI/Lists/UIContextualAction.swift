import Foundation

/// One action revealed by swiping a table row, as UIKit's `UIContextualAction`: a titled button
/// whose handler runs when it is tapped (or on a full swipe, for the first action). The handler
/// must call its completion: `true` when the action was performed, `false` when not; either way the
/// row closes.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///     model.remove(at: indexPath.row)
///     tableView.deleteRows(at: [indexPath], with: .automatic)
///     done(true)
/// }
/// ```
@preconcurrency @MainActor
public final class UIContextualAction {
    /// The action's look, as UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A grey (or app-coloured) button.
        case normal
        /// A red button for removing the row.
        case destructive
    }

    /// What runs when the action is chosen: the action, the button it was shown as, and the
    /// completion to call with whether the action was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The button's title (also its accessibility label).
    public var title: String?
    /// The button's image, drawn in white before the title (UIKit stacks it above the title; see
    /// Guide/HeadlessUI.md). An action with an image and no title shows the image alone.
    public var image: UIImage?
    /// The button's colour (red for destructive, grey otherwise, by default).
    public var backgroundColor: UIColor!
    /// The handler.
    public let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions revealed by swiping a row, as UIKit's `UISwipeActionsConfiguration`. The first action
/// sits at the outer edge (rightmost for trailing actions) and is the one a full swipe performs.
@preconcurrency @MainActor
public final class UISwipeActionsConfiguration {
    /// The actions, outermost first.
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way across performs the first action (default true).
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
