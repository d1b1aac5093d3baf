import Foundation

/// Questions about items and cells. Each runs a pending layout pass first, so the answers reflect
/// the current offset, data and layout, as in UIKit.
extension UICollectionView {
    /// The number of sections, as the collection view last loaded them.
    public var numberOfSections: Int {
        loadCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section` as last loaded (0 when out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The cells on screen, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted().compactMap { visibleCellsByPath[$0] }
    }

    /// The index paths of the items on screen, in order (empty when there are none).
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The cell showing the item, or nil when the item is not on screen (none is created here).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The item a visible cell shows, or nil for a cell not on screen in this collection view.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        return visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The visible supplementary views of `elementKind`, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return visibleSupplementaries.keys.filter { $0.kind == elementKind }.sorted().compactMap { visibleSupplementaries[$0] }
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, or nil.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return visibleSupplementaries[CollectionElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The item whose cell frame contains `point` (content coordinates), topmost first; nil when none.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && containsItem($0.indexPath)
        }
        return hits.max { $0.zIndex != $1.zIndex ? $0.zIndex < $1.zIndex : $0.indexPath < $1.indexPath }?.indexPath
    }

    /// The layout attributes of the item (from the layout, whether or not it is on screen).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        guard containsItem(indexPath) else { return nil }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout attributes of a supplementary view.
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Whether `indexPath` names an existing item; otherwise reports it for `api` and returns false.
    func validateItem(_ indexPath: IndexPath, for api: String) -> Bool {
        loadCountsIfNeeded()
        guard containsItem(indexPath) else {
            reportInvalid(
                api,
                "index path \(Array(indexPath)) names no item: the collection view has \(itemCounts.count) section(s) with "
                    + "\(itemCounts) items. Pass IndexPath(item:section:) of an existing item."
            )
            return false
        }
        return true
    }
}
