import Foundation

/// What table and collection view cells share for configuration updates (they are unrelated UIKit
/// classes with the same configuration API), so the update and the background view are written once.
@MainActor
protocol ConfigurableCell: UIView {
    var needsConfigurationUpdate: Bool { get set }
    var isUpdatingConfiguration: Bool { get set }
    var configurationState: UICellConfigurationState { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }
    var contentConfiguration: (any UIContentConfiguration)? { get set }
    var backgroundView: UIView? { get set }
    var backgroundConfigurationView: BackgroundConfigurationView? { get set }
    func updateConfiguration(using state: UICellConfigurationState)
    func setNeedsUpdateConfiguration()
    /// Calls the cell's `configurationUpdateHandler` (typed per cell class) with `state`.
    func runConfigurationUpdateHandler(with state: UICellConfigurationState)
}

extension ConfigurableCell {
    /// Runs a pending configuration update now: the background and content configurations are
    /// updated for the state (unless their `automaticallyUpdates…` flag is off), then
    /// `updateConfiguration(using:)`, then the update handler.
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
        runConfigurationUpdateHandler(with: state)
    }

    /// Shows the background configuration (replacing a background view and colour), or removes it.
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
