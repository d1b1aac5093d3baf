import Foundation

/// The smallest element of a compositional layout, as UIKit's `NSCollectionLayoutItem`: one cell of
/// ``layoutSize``, inset by ``contentInsets`` within the space its group gives it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space around the cell inside the item's area (not applied along estimated dimensions).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The item's supplementary items. Stored; HeadlessUI places no item-anchored supplementary views.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary items (stored, not placed by HeadlessUI).
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
        if !supplementaryItems.isEmpty {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "NSCollectionLayoutItem", property: "supplementaryItems",
                reason: "item-anchored supplementary items are not placed by HeadlessUI; use section boundary supplementary items."
            ))
        }
    }
}

/// A supplementary view anchored to an item or group, as UIKit's `NSCollectionLayoutSupplementaryItem`.
/// HeadlessUI stores it but places only section boundary items
/// (``NSCollectionLayoutBoundarySupplementaryItem``).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the data source is asked for.
    public let elementKind: String
    /// The stacking order of the view against the section's cells, whose `zIndex` is 0: higher draws
    /// on top and takes touches first (default 1, so headers and footers sit above cells).
    open var zIndex = 1

    /// A supplementary item of `layoutSize` and `elementKind`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// Where a boundary supplementary item sits on its section, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none
    /// Above the section.
    case top
    /// Above, at the leading edge.
    case topLeading
    /// At the leading edge.
    case leading
    /// Below, at the leading edge.
    case bottomLeading
    /// Below the section.
    case bottom
    /// Below, at the trailing edge.
    case bottomTrailing
    /// At the trailing edge.
    case trailing
    /// Above, at the trailing edge.
    case topTrailing
}

/// A header or footer of a section, as UIKit's `NSCollectionLayoutBoundarySupplementaryItem`:
/// `.top` (and top corners) is placed before the section's items, `.bottom` (and bottom corners)
/// after them, spanning the section's width inside its content insets.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the item sits.
    public let alignment: NSRectAlignment
    /// Whether the item stays in view while its section scrolls. HeadlessUI does not pin: setting it
    /// reports a runtime issue and the item scrolls with its section.
    open var pinToVisibleBounds = false {
        didSet {
            guard pinToVisibleBounds else { return }
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "NSCollectionLayoutBoundarySupplementaryItem", property: "pinToVisibleBounds",
                reason: "pinned supplementary items are not supported by HeadlessUI; \"\(elementKind)\" scrolls with its section."
            ))
        }
    }
    /// Whether the item takes room in the section (true) or overlaps it. HeadlessUI always makes room.
    open var extendsBoundary = true

    /// A boundary item of `layoutSize` and `elementKind` at `alignment`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// Whether the item comes before the section's items.
    var isLeadingBoundary: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
}
