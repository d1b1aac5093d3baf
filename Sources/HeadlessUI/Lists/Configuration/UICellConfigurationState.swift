import Foundation

/// The state of a cell for its configurations, as UIKit's `UICellConfigurationState`: the view
/// states (selected, highlighted, disabled…) plus editing, swiped, expanded, reordering and
/// drag-and-drop states. A cell builds one from its current state (`configurationState`) and hands
/// it to `updateConfiguration(using:)` and `configurationUpdateHandler` whenever it changes.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled (its user interaction is off).
    public var isDisabled = false
    /// Whether a finger is on the cell.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus (never in HeadlessUI: there is no focus engine).
    public var isFocused = false
    /// Whether the cell is pinned (cells never are; headers can be).
    public var isPinned = false
    /// Whether the cell's table or collection view is in editing mode.
    public var isEditing = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's drag state (HeadlessUI has no drag and drop: always `.none`).
    public var cellDragState: UICellConfigurationDragState = .none
    /// The cell's drop state (HeadlessUI has no drag and drop: always `.none`).
    public var cellDropState: UICellConfigurationDropState = .none
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

/// A cell's drag state, as UIKit's `UICellConfigurationDragState`.
public enum UICellConfigurationDragState: Int, Hashable, Sendable {
    /// Not dragged.
    case none
    /// Lifting at the start of a drag.
    case lifting
    /// Being dragged.
    case dragging
}

/// A cell's drop state, as UIKit's `UICellConfigurationDropState`.
public enum UICellConfigurationDropState: Int, Hashable, Sendable {
    /// No drop session.
    case none
    /// A drop session is active but does not target the cell.
    case notTargeted
    /// A drop session targets the cell.
    case targeted
}
