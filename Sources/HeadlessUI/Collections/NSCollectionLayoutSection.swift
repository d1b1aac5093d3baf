import Foundation

/// How a compositional section scrolls across the main scrolling axis, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. With a value other than `.none` the
/// section's groups are laid out in one row across the main axis, as on iOS (`.groupPagingCentered`
/// centres the first group), but HeadlessUI does not scroll the row sideways: that is reported once.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section scrolls with the collection view only.
    case none
    /// Scrolls continuously across.
    case continuous
    /// Scrolls across and stops at group leading edges.
    case continuousGroupLeadingBoundary
    /// Scrolls across by pages of the collection view's size.
    case paging
    /// Scrolls across by groups.
    case groupPaging
    /// Scrolls across by groups, centred.
    case groupPagingCentered
}

/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its ``group``
/// repeated along the scrolling axis until the section's items are placed, ``interGroupSpacing``
/// apart, inside ``contentInsets``, with boundary supplementary items (headers before the items,
/// footers after them).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated to place the section's items.
    public let group: NSCollectionLayoutGroup
    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Space around the section's groups (leading and trailing also inset the headers and footers,
    /// as UIKit's default `supplementariesFollowContentInsets`).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// Scrolling across the main axis; only `.none` is supported (others are reported).
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers follow the leading and trailing content insets (default true).
    open var supplementariesFollowContentInsets = true

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// The space a compositional layout's section is laid out in, as UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's full size.
    var contentSize: CGSize { get }
    /// The size inside ``effectiveContentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets applied (the collection view's adjusted content insets).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows about where its section goes, as UIKit's
/// `NSCollectionLayoutEnvironment` (HeadlessUI has no trait collection here yet).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The container the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
}

/// The container and environment HeadlessUI hands to section providers.
struct CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let effectiveContentInsets: NSDirectionalEdgeInsets
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentSize: CGSize {
        CGSize(
            width: Swift.max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
            height: Swift.max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom)
        )
    }
    var container: any NSCollectionLayoutContainer { self }
}
