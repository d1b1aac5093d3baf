import Foundation

/// Editing mode, as UIKit: ``UITableView/setEditing(_:animated:)`` sets `isEditing`; entering or
/// leaving it closes a row whose swipe actions are open, and while editing rows do not swipe (UIKit
/// offers the editing controls instead). HeadlessUI draws no delete, insert or reorder controls yet (see
/// Guide/HeadlessUI.md).
extension UITableView {
    /// Puts the table in or out of editing mode; either closes open swipe actions (apps end a swipe
    /// with `setEditing(false, animated: true)`, as in UIKit).
    public func setEditing(_ editing: Bool, animated: Bool) {
        closeSwipe(animated: animated)
        isEditing = editing
    }
}
