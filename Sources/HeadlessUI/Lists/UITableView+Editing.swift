import Foundation

/// Editing mode, as UIKit: ``UITableView/setEditing(_:animated:)`` sets `isEditing`; entering it
/// closes a row whose swipe actions are open, and while editing rows do not swipe (UIKit offers the
/// editing controls instead). HeadlessUI draws no delete, insert or reorder controls yet (see
/// Guide/HeadlessUI.md).
extension UITableView {
    /// Puts the table in or out of editing mode; entering it closes open swipe actions.
    public func setEditing(_ editing: Bool, animated: Bool) {
        if editing { closeSwipe(animated: animated) }
        isEditing = editing
    }
}
