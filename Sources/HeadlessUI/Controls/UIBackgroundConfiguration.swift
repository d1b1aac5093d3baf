import Foundation

/// The background of a button or a cell, as UIKit's `UIBackgroundConfiguration`: a fill colour, a
/// corner radius, a stroke, insets and an image.
///
/// The list presets (``listPlainCell()``, ``listGroupedCell()``, ``listSidebarCell()`` and the header
/// and footer ones) leave ``backgroundColor`` nil and take a system colour from their style and the
/// state they are ``updated(for:)`` for: plain and grouped cells turn grey (`systemGray4`) while
/// selected or highlighted, sidebar cells take the tint colour while selected. A ``backgroundColor``
/// set by the app wins over the state's colour. A cell updates its background configuration itself
/// when its state changes (see `automaticallyUpdatesBackgroundConfiguration`).
///
/// `customView`, `visualEffect` and `backgroundColorTransformer` are not here yet.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill colour; nil lets the owner choose (a button configuration's style colour, a list
    /// preset's state colour, else the tint colour).
    public var backgroundColor: UIColor?
    /// The corner radius (a button uses it when its corner style is `.fixed`).
    public var cornerRadius: CGFloat = 0
    /// The stroke colour (nil: the tint colour, drawn only with a ``strokeWidth``).
    public var strokeColor: UIColor?
    /// The stroke width.
    public var strokeWidth: CGFloat = 0
    /// Insets of the background from the owner's bounds.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// An image drawn over the fill colour.
    public var image: UIImage?

    /// The preset the configuration came from, which picks its state colours.
    var style: Style = .clear
    /// The colour the preset gives for the state the configuration was last updated for.
    var stateColor: UIColor?

    enum Style: Hashable, Sendable {
        case clear, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell, plainHeaderFooter, groupedHeaderFooter, sidebarHeader
    }

    /// A background with nothing drawn, as UIKit's `UIBackgroundConfiguration.clear()`.
    /// Its ``backgroundColor`` stays nil (a button's style colour shows through); a cell draws it clear.
    public static func clear() -> UIBackgroundConfiguration {
        preset(.clear)
    }

    /// The background of a cell in a plain list (`systemBackground`; `systemGray4` while selected or
    /// highlighted).
    public static func listPlainCell() -> UIBackgroundConfiguration { preset(.plainCell) }

    /// The background of a cell in a grouped or inset-grouped list (`secondarySystemGroupedBackground`;
    /// `systemGray4` while selected or highlighted).
    public static func listGroupedCell() -> UIBackgroundConfiguration { preset(.groupedCell) }

    /// The background of a cell in a sidebar (clear; `systemGray5` while highlighted, the tint colour
    /// while selected), with a 10 pt corner radius.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var configuration = preset(.sidebarCell)
        configuration.cornerRadius = 10
        return configuration
    }

    /// The background of a cell in a list beside a sidebar (as ``listSidebarCell()``).
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        var configuration = preset(.accompaniedSidebarCell)
        configuration.cornerRadius = 10
        return configuration
    }

    /// The background of a header or footer in a plain list (`systemBackground`).
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { preset(.plainHeaderFooter) }

    /// The background of a header or footer in a grouped list (clear).
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { preset(.groupedHeaderFooter) }

    /// The background of a header in a sidebar (clear).
    public static func listSidebarHeader() -> UIBackgroundConfiguration { preset(.sidebarHeader) }

    private static func preset(_ style: Style) -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(backgroundColor: nil)
        configuration.style = style
        configuration.stateColor = style.color(selected: false, highlighted: false)
        return configuration
    }

    /// A copy for `state`: a list preset takes the colour of the state (selected, highlighted);
    /// everything the app set is kept.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var flags = (selected: false, highlighted: false)
        if let cell = state as? UICellConfigurationState {
            flags = (cell.isSelected, cell.isHighlighted)
        } else if let view = state as? UIViewConfigurationState {
            flags = (view.isSelected, view.isHighlighted)
        }
        var copy = self
        copy.stateColor = style.color(selected: flags.selected, highlighted: flags.highlighted)
        return copy
    }

    /// The fill colour drawn: ``backgroundColor``, else the preset's colour for the state, else
    /// `tintColor`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundColor ?? stateColor ?? tintColor
    }

    /// The stroke colour drawn: ``strokeColor``, else `tintColor`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        strokeColor ?? tintColor
    }
}

extension UIBackgroundConfiguration.Style {
    /// The preset's colour for a state; nil means the tint colour.
    func color(selected: Bool, highlighted: Bool) -> UIColor? {
        switch self {
        case .clear:
            return .clear
        case .plainCell:
            return selected || highlighted ? .systemGray4 : .systemBackground
        case .groupedCell:
            return selected || highlighted ? .systemGray4 : .secondarySystemGroupedBackground
        case .sidebarCell, .accompaniedSidebarCell:
            if selected { return nil }
            return highlighted ? .systemGray5 : .clear
        case .plainHeaderFooter:
            return .systemBackground
        case .groupedHeaderFooter, .sidebarHeader:
            return .clear
        }
    }
}
