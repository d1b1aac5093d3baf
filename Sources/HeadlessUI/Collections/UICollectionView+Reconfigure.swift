import Foundation

extension UICollectionView {
    /// Configures the items' cells again in place, as UIKit's `reconfigureItems(at:)`: the data source's
    /// `collectionView(_:cellForItemAt:)` runs for each item on screen, and dequeuing the cell's reuse
    /// identifier there hands back the cell the item already has (no `prepareForReuse()`), so its
    /// state and identity survive. Items off screen are skipped (they are configured when they appear).
    /// Inside `performBatchUpdates(_:completion:)` the index paths are those before the update.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        if batch != nil {
            batch?.reconfiguredRows += indexPaths
            return
        }
        layoutIfNeeded()
        reconfigureVisibleItems(indexPaths)
    }

    /// Moves a section, as UIKit's `moveSection(_:toSection:)` (inside a batch update, or as one).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        recordSectionMove(TableBatch.SectionMove(from: section, to: newSection))
    }

    func reconfigureVisibleItems(_ paths: [IndexPath]) {
        guard let dataSource else { return }
        for path in paths {
            guard let existing = visibleCellsByPath[path] else { continue }
            cellBeingReconfigured = existing
            let cell = dataSource.collectionView(self, cellForItemAt: path)
            cellBeingReconfigured = nil
            cell.setNeedsUpdateConfiguration()
            guard cell !== existing else {
                cell.updateConfigurationIfNeeded()
                continue
            }
            // The data source dequeued another identifier: the new cell takes the item's place.
            retireCell(existing, at: path)
            cell.isSelected = selectedItems.contains(path)
            cell.updateConfigurationIfNeeded()
            if let attributes = collectionViewLayout.layoutAttributesForItem(at: path) { apply(attributes, to: cell) }
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            addSubview(cell)
            visibleCellsByPath[path] = cell
        }
    }
}
