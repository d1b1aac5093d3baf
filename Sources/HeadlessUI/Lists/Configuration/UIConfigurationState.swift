import Foundation

/// The state a view's configurations are updated for, as UIKit's `UIConfigurationState`: a trait
/// collection and custom states the app adds under its own keys. Content and background
/// configurations take one in `updated(for:)`; cells hand a ``UICellConfigurationState`` to
/// `updateConfiguration(using:)`.
public protocol UIConfigurationState {
    /// A state with `traitCollection` and every other state off.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state describes.
    var traitCollection: UITraitCollection { get set }
    /// A custom state the app keeps under `key` (nil when not set).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for a custom state in a ``UIConfigurationState``, as UIKit's
/// `UIConfigurationStateCustomKey`; use reverse-DNS names to avoid clashes.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public var rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A key named `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
