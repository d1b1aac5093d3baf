import Foundation

/// A row or column of items (or nested groups) in a compositional layout, as UIKit's
/// `NSCollectionLayoutGroup`. A group repeats its ``subitems`` in order while they fit in its size
/// (or exactly `count` times, sized to share the space, with the `count:` factories); a section
/// repeats the group until the section's items are placed.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis {
        case horizontal, vertical
    }

    let axis: Axis
    /// The items the group places (repeated while they fit).
    public let subitems: [NSCollectionLayoutItem]
    /// How many subitems the group holds exactly (`count:` factories), or nil.
    let repeatCount: Int?
    /// Space between the subitems along the group's axis (default nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group that places `subitems` left to right, repeating them while they fit.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    /// A group of `count` copies of `subitem` side by side, sharing the group's width.
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    /// The older spelling of ``horizontal(layoutSize:repeatingSubitem:count:)``.
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    /// A group that places `subitems` top to bottom, repeating them while they fit.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// A group of `count` copies of `subitem` stacked, sharing the group's height.
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    /// The older spelling of ``vertical(layoutSize:repeatingSubitem:count:)``.
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }
}
