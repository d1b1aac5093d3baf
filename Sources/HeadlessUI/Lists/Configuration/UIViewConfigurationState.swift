import Foundation

/// The state of a view for its configurations, as UIKit's `UIViewConfigurationState`: traits plus
/// whether it is disabled, highlighted, selected, focused or pinned, and custom states.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (a finger is on it).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus (never in HeadlessUI: there is no focus engine).
    public var isFocused = false
    /// Whether the view (a header or footer) is pinned to the visible bounds.
    public var isPinned = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and every other state off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state the app keeps under `key`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
