import Foundation

/// Configuration updates, as UIKit: a cell's state (selected, highlighted, disabled, editing,
/// swiped, traits, custom states a subclass adds) is its ``UITableViewCell/configurationState``.
/// When it changes, or after ``UITableViewCell/setNeedsUpdateConfiguration()``, the cell updates its
/// configurations before its next layout (and before the table displays it after `cellForRowAt`):
/// the background and content configurations are `updated(for:)` the state (unless their
/// `automaticallyUpdates…` flag is off), then `updateConfiguration(using:)` runs, then
/// `configurationUpdateHandler`. Several requests before the update make one update.
extension UITableViewCell {
    /// Whether the row's swipe actions are open or being swiped.
    var isShowingSwipeActions: Bool {
        guard let table = owningTableView, let swipe = table.swipeState else { return false }
        return table.visibleCellsByPath[swipe.indexPath] === self
    }

    /// Runs a pending configuration update now.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        let state = configurationState
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    func backgroundConfigurationDidChange() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        if backgroundView != nil { backgroundView = nil }
        if backgroundColor != nil { backgroundColor = nil }
        let view = backgroundConfigurationView ?? BackgroundConfigurationView(configuration: configuration)
        if backgroundConfigurationView == nil {
            insertSubview(view, at: 0)
            backgroundConfigurationView = view
        }
        view.apply(configuration, tintColor: tintColor)
        view.place(in: bounds)
        // A configuration set by the app is brought to the current state at the next update.
        if !isUpdatingConfiguration, automaticallyUpdatesBackgroundConfiguration { setNeedsUpdateConfiguration() }
    }
}
