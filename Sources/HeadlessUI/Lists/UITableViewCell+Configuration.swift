import Foundation

/// Configuration updates, as UIKit: a cell's state (selected, highlighted, disabled, editing,
/// swiped, traits, custom states a subclass adds) is its ``UITableViewCell/configurationState``.
/// When it changes, or after ``UITableViewCell/setNeedsUpdateConfiguration()``, the cell updates its
/// configurations before its next layout (and before the table displays it after `cellForRowAt`):
/// the background and content configurations are `updated(for:)` the state (unless their
/// `automaticallyUpdates…` flag is off), then `updateConfiguration(using:)` runs, then
/// `configurationUpdateHandler`. Several requests before the update make one update.
extension UITableViewCell: ConfigurableCell {
    /// Whether the row's swipe actions are open or being swiped.
    var isShowingSwipeActions: Bool {
        guard let table = owningTableView, let swipe = table.swipeState else { return false }
        return table.visibleCellsByPath[swipe.indexPath] === self
    }

    /// Calls ``configurationUpdateHandler`` (see ``ConfigurableCell``).
    func runConfigurationUpdateHandler(with state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }
}
