import Foundation

/// Reloading and animated item and section updates, with the table view's batch arithmetic and
/// consistency check (``TableBatch``, worded for items).
///
/// Updates outside `performBatchUpdates` form a batch of one. After a batch the collection view asks
/// the data source for its new counts and checks them as UIKit does; a mismatch is reported with
/// UIKit's "Invalid update: …" wording and everything reloads (UIKit raises an exception). Otherwise
/// cells keep their identity as their items move: moved items slide, inserted items fade in and
/// deleted items fade out over ``updateAnimationDuration`` (0.3 s) on the runtime clock (at once
/// inside `UIView.performWithoutAnimation`), after which `completion(true)` runs.
extension UICollectionView {
    /// Forgets every item: visible cells and supplementary views go to the reuse pools, the selection
    /// is cleared, and items are asked again from the data source at the next layout pass.
    public func reloadData() {
        if swipeState != nil { closeSwipe(animated: false) }
        for (path, cell) in visibleCellsByPath {
            visibleCellsByPath[path] = nil
            cell.removeFromSuperview()
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            enqueueForReuse(cell)
        }
        for (key, view) in visibleSupplementaries { retireSupplementary(view, key: key) }
        touchTracking = nil
        clearSelection()
        needsReload = true
        collectionViewLayout.forgetPreferredSizes()
        collectionViewLayout.invalidateLayout()
    }

    /// Inserts items (paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedRows += indexPaths }
    }

    /// Deletes items (paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedRows += indexPaths }
    }

    /// Asks the data source for these items' cells again (paths before the update).
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Moves an item from `indexPath` (before the update) to `newIndexPath` (after it); its cell
    /// slides to the new place.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append(TableBatch.RowMove(from: indexPath, to: newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads whole sections.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Applies the inserts, deletes, moves and reloads made in `updates` together, animated, then
    /// calls `completion` when the animation ends (true), or after reloading on an invalid update (false).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        if batch != nil {
            updates?()
            return
        }
        loadCountsIfNeeded()
        batch = collectionBatch()
        updates?()
        let finished = batch ?? collectionBatch()
        batch = nil
        apply(finished, completion: completion)
    }

    private func collectionBatch() -> TableBatch {
        var batch = TableBatch()
        batch.wording = .collection
        batch.isAnimated = true
        return batch
    }

    func recordSectionMove(_ move: TableBatch.SectionMove) {
        record { $0.movedSections.append(move) }
    }

    private func record(_ change: (inout TableBatch) -> Void) {
        if batch != nil {
            change(&batch!)
            return
        }
        loadCountsIfNeeded()
        var single = collectionBatch()
        change(&single)
        apply(single, completion: nil)
    }

    // MARK: Applying

    private func apply(_ update: TableBatch, completion: (@MainActor (Bool) -> Void)?) {
        if swipeState != nil { closeSwipe(animated: false) }
        let oldCounts = itemCounts
        let newCounts = currentDataSourceCounts()
        if let problem = update.inconsistency(oldCounts: oldCounts, newCounts: newCounts) {
            UIApplication.reportRuntimeIssue(.other(
                "\(debugName): \(problem) HeadlessUI reloaded the whole collection view instead (UIKit raises "
                    + "NSInternalInconsistencyException): change the data source's counts together with the matching "
                        + "insertItems/deleteItems calls."
            ))
            reloadData()
            finish(completion, finished: false)
            return
        }
        let mapping = update.mapping(oldCounts: oldCounts)
        let animated = update.isAnimated && UIView.areAnimationsEnabled
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        var kept: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [UICollectionViewCell] = []
        var leavingPaths: [ObjectIdentifier: IndexPath] = [:]
        var layoutUpdate = CollectionLayoutUpdate(batch: update, oldCounts: oldCounts, newCounts: newCounts)
        for (path, cell) in visibleCellsByPath {
            if let newPath = mapping.newPath(for: path) {
                kept[newPath] = cell
                oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
                leaving.append(cell)
                leavingPaths[ObjectIdentifier(cell)] = path
                layoutUpdate.attributesBeforeUpdate[path] = collectionViewLayout.layoutAttributesForItem(at: path)?.copy()
                    as? UICollectionViewLayoutAttributes
            }
        }
        if let tracking = touchTracking, mapping.newPath(for: tracking.indexPath) == nil { cancelItemTracking() }
        visibleCellsByPath = kept
        selectedItems = selectedItems.compactMap { mapping.newPath(for: $0) }
        for (key, view) in visibleSupplementaries { retireSupplementary(view, key: key) }
        itemCounts = newCounts
        collectionViewLayout.updatePreferredSizes { mapping.newPath(for: $0) }
        collectionViewLayout.invalidateLayout()
        let layout = collectionViewLayout
        layout.updateInProgress = layoutUpdate
        defer { layout.updateInProgress = nil }
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: layoutUpdate.items)
        tileElements()
        reconfigureVisibleItems(update.reconfiguredRows.compactMap { mapping.newPath(for: $0) })
        guard animated else {
            layout.finalizeCollectionViewUpdates()
            for cell in leaving { retireLeavingCell(cell) }
            finish(completion, finished: true)
            return
        }
        var appearingFrom: [ObjectIdentifier: BatchUpdateEndpoint] = [:]
        for (path, cell) in visibleCellsByPath where oldFrames[ObjectIdentifier(cell)] == nil {
            guard let start = layout.initialLayoutAttributesForAppearingItem(at: path) else { continue }
            appearingFrom[ObjectIdentifier(cell)] = BatchUpdateEndpoint(start)
        }
        var leavingTo: [ObjectIdentifier: BatchUpdateEndpoint] = [:]
        for cell in leaving {
            guard let path = leavingPaths[ObjectIdentifier(cell)],
                  let end = layout.finalLayoutAttributesForDisappearingItem(at: path) else { continue }
            leavingTo[ObjectIdentifier(cell)] = BatchUpdateEndpoint(end)
        }
        BatchUpdateAnimation.run(
            visible: Array(visibleCellsByPath.values), oldFrames: oldFrames, leaving: leaving,
            duration: UICollectionView.updateAnimationDuration, appearingFrom: appearingFrom, leavingTo: leavingTo,
            retire: { [weak self] cell in self?.retireLeavingCell(cell) }, completion: completion
        )
        layout.finalizeCollectionViewUpdates()
    }

    /// A deleted item's cell, after its animation: off the collection view and into the pool.
    private func retireLeavingCell(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        cell.transform = .identity
        cell.alpha = 1
        enqueueForReuse(cell)
    }
}
