import Foundation

/// The look of tab bar items in each state, as UIKit's `UITabBarItemAppearance` (iOS 13).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    /// How items are laid out, as UIKit's `UITabBarItemAppearance.Style`.
    public enum Style: Int, Sendable {
        /// Title below the icon.
        case stacked
        /// Title beside the icon.
        case inline
        /// Title beside the icon, compact.
        case compactInline
    }

    /// Items that are neither selected nor disabled.
    open var normal = UITabBarItemStateAppearance()
    /// The selected item.
    open var selected = UITabBarItemStateAppearance()
    /// Disabled items.
    open var disabled = UITabBarItemStateAppearance()
    /// Focused items (no focus engine in HeadlessUI: accepted, not drawn).
    open var focused = UITabBarItemStateAppearance()

    /// Item appearances for `style`, with the default colours.
    public init(style: Style) {
        super.init()
    }

    /// Stacked item appearances with the default colours.
    public override convenience init() {
        self.init(style: .stacked)
    }

    /// Resets every state to the default colours.
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    /// A copy of the item appearances.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance(style: .stacked)
        copy.normal = normal.duplicate()
        copy.selected = selected.duplicate()
        copy.disabled = disabled.duplicate()
        copy.focused = focused.duplicate()
        return copy
    }
}

/// The look of tab bar items in one state, as UIKit's `UITabBarItemStateAppearance`.
///
/// HeadlessUI draws an item's glyph and title in one colour: ``iconColor``, else the title's
/// `.foregroundColor`, else the default (tint when selected, `systemGray` otherwise).
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance: NSObject {
    /// Attributes of the title; `.foregroundColor` is drawn.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour.
    public var iconColor: UIColor?

    override init() {
        super.init()
    }

    func duplicate() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.iconColor = iconColor
        return copy
    }

    /// The colour the item draws in, or `nil` for the default.
    var drawnColor: UIColor? { iconColor ?? titleTextAttributes[.foregroundColor] as? UIColor }
}
