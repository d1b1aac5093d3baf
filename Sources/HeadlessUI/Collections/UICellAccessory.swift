import Foundation

/// An accessory of a list cell, as UIKit's `UICellAccessory`: a system element (disclosure chevron,
/// checkmark, delete, insert, reorder, outline disclosure, label, multiselect circle) or a custom view,
/// shown at the cell's leading or trailing edge outside its content view
/// (``UICollectionViewListCell/accessories``).
///
/// ```swift
/// cell.accessories = [.label(text: "3"), .disclosureIndicator()]
/// ```
public struct UICellAccessory {
    /// In which editing states an accessory shows, as UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// Only while the cell is editing.
        case whenEditing
        /// Only while the cell is not editing.
        case whenNotEditing
    }

    /// The width an accessory reserves, as UIKit's `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension: Sendable, Equatable {
        /// The system's standard width.
        case standard
        /// The accessory's own width.
        case actual
        /// A fixed width.
        case custom(CGFloat)
    }

    /// Runs when the user taps an actionable accessory (outline disclosure, delete, insert).
    public typealias ActionHandler = @MainActor () -> Void

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden (it keeps its room).
        public var isHidden: Bool?
        /// The width it reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour.
        public var tintColor: UIColor?
        /// Options with UIKit's defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a checkmark, a reorder control and a multiselect circle (the same three settings).
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of a reorder control.
    public typealias ReorderOptions = DisclosureIndicatorOptions
    /// Options of a multiselect circle.
    public typealias MultiselectOptions = DisclosureIndicatorOptions
    /// Options of a delete control.
    public typealias DeleteOptions = DisclosureIndicatorOptions
    /// Options of an insert control.
    public typealias InsertOptions = DisclosureIndicatorOptions

    /// The look of an outline disclosure, as UIKit's `UICellAccessory.OutlineDisclosureOptions.Style`.
    public enum OutlineDisclosureStyle: Int, Sendable {
        /// Header style for header cells, cell style otherwise.
        case automatic
        /// A header's chevron.
        case header
        /// A cell's chevron.
        case cell
    }

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// The look.
        public var style: OutlineDisclosureStyle
        /// Whether the accessory is hidden (it keeps its room).
        public var isHidden: Bool?
        /// The width it reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour.
        public var tintColor: UIColor?
        /// Options with UIKit's defaults.
        public init(
            style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a label accessory.
    public struct LabelOptions {
        /// Whether the accessory is hidden (it keeps its room).
        public var isHidden: Bool?
        /// The width it reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The text colour (default secondary label).
        public var tintColor: UIColor?
        /// The font (default body).
        public var font: UIFont?
        /// Whether the font follows Dynamic Type.
        public var adjustsFontForContentSizeCategory: Bool
        /// Options with UIKit's defaults.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
            adjustsFontForContentSizeCategory: Bool = false
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Where a custom accessory goes: the edge, its displayed state, and its index among that edge's
    /// accessories (counted from the edge inwards), as UIKit's `UICellAccessory.Placement`.
    public enum Placement {
        /// At the leading edge.
        case leading(displayed: DisplayedState = .always, at: PlacementPosition = { _ in 0 })
        /// At the trailing edge.
        case trailing(displayed: DisplayedState = .always, at: PlacementPosition = { _ in 0 })
    }

    /// Picks the index of a custom accessory among the accessories already on its edge.
    public typealias PlacementPosition = ([UICellAccessory]) -> Int

    /// A custom view accessory, as UIKit's `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: UIView
        /// Where it goes.
        public var placement: Placement
        /// Whether it is hidden (it keeps its room).
        public var isHidden: Bool
        /// The width it reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// Its tint colour.
        public var tintColor: UIColor?
        /// Whether the view keeps the size it has (true) or is sized to fit (false).
        public var maintainsFixedSize: Bool
        /// A configuration for `customView` at `placement`.
        public init(
            customView: UIView, placement: Placement, isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .standard,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool = false
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// What the accessory is.
    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect
        case outlineDisclosure(OutlineDisclosureStyle)
        case label(String, font: UIFont?)
        case custom(UIView, maintainsFixedSize: Bool)
    }

    let kind: Kind
    /// In which editing states the accessory shows.
    public var displayedState: DisplayedState
    /// Whether the accessory is hidden (it keeps its room).
    public var isHidden: Bool
    /// The width the accessory reserves.
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's colour (nil: the system's).
    public var tintColor: UIColor?
    /// Whether the accessory sits at the leading edge (system accessories have fixed edges).
    let isLeading: Bool
    /// For custom views: where among its edge's accessories it goes.
    let position: PlacementPosition?
    let actionHandler: ActionHandler?

    private init(
        _ kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?, leading: Bool = false,
        position: PlacementPosition? = nil, action: ActionHandler? = nil
    ) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width ?? .standard
        tintColor = tint
        isLeading = leading
        self.position = position
        actionHandler = action
    }

    /// A chevron pointing to the trailing edge: tapping the cell shows more.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor)
    }

    /// A checkmark at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor)
    }

    /// A red delete control at the leading edge (while editing, by default); tapping it runs `actionHandler`.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, leading: true, action: actionHandler)
    }

    /// A green insert control at the leading edge (while editing, by default); tapping it runs `actionHandler`.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, leading: true, action: actionHandler)
    }

    /// A reorder grip at the trailing edge (while editing, by default).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor)
    }

    /// A selection circle at the leading edge (while editing, by default).
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, leading: true)
    }

    /// A rotating chevron for outlines at the trailing edge; tapping it runs `actionHandler` (UIKit
    /// expands or collapses the item without one; HeadlessUI reports a runtime issue, see Guide/HeadlessUI.md).
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }

    /// A text label at the trailing edge (part of the cell's accessibility label).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text, font: options.font), displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The app's own view, where `configuration.placement` says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        let leading: Bool
        let position: PlacementPosition
        switch configuration.placement {
        case .leading(let state, let at): (displayed, leading, position) = (state, true, at)
        case .trailing(let state, let at): (displayed, leading, position) = (state, false, at)
        }
        return UICellAccessory(.custom(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize),
                               displayed: displayed, isHidden: configuration.isHidden, width: configuration.reservedLayoutWidth,
                               tint: configuration.tintColor, leading: leading, position: position)
    }
}
