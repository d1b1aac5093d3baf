import Foundation

/// Configuration updates, as UIKit: a cell's state (selected, highlighted, disabled, traits, custom
/// states a subclass adds) is its ``UICollectionViewCell/configurationState``. When it changes, or
/// after ``UICollectionViewCell/setNeedsUpdateConfiguration()``, the cell updates its configurations
/// before its next layout (and before the collection view displays it after `cellForItemAt`):
/// the background and content configurations are `updated(for:)` the state (unless their
/// `automaticallyUpdates…` flag is off), then `updateConfiguration(using:)` runs, then
/// `configurationUpdateHandler`. Several requests before the update make one update.
extension UICollectionViewCell: ConfigurableCell {
    /// Calls ``configurationUpdateHandler`` (see ``ConfigurableCell``).
    func runConfigurationUpdateHandler(with state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }
}
