import Foundation

/// A table-like section of a compositional layout, as UIKit's `UICollectionLayoutListConfiguration`:
/// full-width rows sized by their content (estimated 44 pt), with an optional header and footer.
///
/// Geometry (HeadlessUI's choices, matching its `UITableView`): `.insetGrouped` and `.sidebar` inset
/// rows by 20 pt at the sides; grouped appearances leave 18 pt above and below each section; a
/// supplementary header is estimated at 28 pt (plain) or 38 pt (grouped). Separators are not drawn.
/// Swipe actions from the two providers behave as a table's (see `UITableView`'s swipe actions).
@MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall look of the list.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections separated by space.
        case grouped
        /// Grouped, inset from the sides.
        case insetGrouped
        /// A sidebar (laid out as inset grouped).
        case sidebar
        /// A plain sidebar (laid out as plain).
        case sidebarPlain
    }

    /// Whether and how each section shows a header.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section is its header (laid out as an ordinary row).
        case firstItemInSection
    }

    /// Whether and how each section shows a footer.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The appearance given at creation.
    public var appearance: Appearance
    /// Whether rows show separators (stored; HeadlessUI draws none).
    public var showsSeparators = true
    /// The list's background colour (stored).
    public var backgroundColor: UIColor?
    /// Section headers (default none).
    public var headerMode = HeaderMode.none
    /// Section footers (default none).
    public var footerMode = FooterMode.none
    /// The type of the swipe actions providers: the actions for the item at an index path, or nil.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// The actions revealed by swiping an item to the right (nil: none).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping an item to the left (nil: none).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration with `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    var isGrouped: Bool { [.grouped, .insetGrouped, .sidebar].contains(appearance) }
    var isInset: Bool { [.insetGrouped, .sidebar].contains(appearance) }
}

extension NSCollectionLayoutSection {
    /// A list section for `configuration`: one full-width, self-sizing row per item.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(UITableView.defaultRowHeight)
        )
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let side = configuration.isInset ? UITableView.insetGroupedMargin : 0
        let vertical = configuration.isGrouped ? UITableView.groupedUntitledHeaderHeight : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
        let headerHeight = configuration.isGrouped ? UITableView.groupedTitledHeaderHeight : UITableView.plainTitledHeaderHeight
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top
            ))
        }
        if configuration.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom
            ))
        }
        section.boundarySupplementaryItems = boundary
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section for `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
