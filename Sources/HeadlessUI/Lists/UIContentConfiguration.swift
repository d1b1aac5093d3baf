import Foundation

/// A description of a cell's content that can make and update the view showing it, as UIKit's
/// `UIContentConfiguration`. Assign one to `UITableViewCell.contentConfiguration`.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// A copy of this configuration for `state` (a cell calls it when its state changes, when
    /// `automaticallyUpdatesContentConfiguration` is on).
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// Default: the configuration unchanged (``UIListContentConfiguration`` keeps its colours in every
    /// state, as UIKit's plain and grouped list cells do).
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A view made by a content configuration, as UIKit's `UIContentView`: setting ``configuration``
/// updates what it shows.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: configurations of the same type).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Default: a configuration of the same type as the current one.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
