import Foundation

/// Reloading and animated row and section updates.
///
/// Updates outside `performBatchUpdates` form a batch of one. After a batch the table asks the data
/// source for its new counts and checks them as UIKit does; a mismatch is reported with UIKit's
/// "Invalid update: …" wording and the table reloads everything (UIKit raises an exception).
/// Otherwise cells keep their identity as their rows move: moved rows slide, inserted rows fade in
/// and deleted rows fade out over ``updateAnimationDuration`` (0.3 s) on the runtime clock, after
/// which `completion(true)` runs.
extension UITableView {
    /// Forgets every row: visible cells go to the reuse pool, the selection is cleared, and rows are
    /// asked again from the data source at the next layout pass.
    public func reloadData() {
        for (path, cell) in visibleCellsByPath {
            visibleCellsByPath[path] = nil
            cell.removeFromSuperview()
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            enqueueForReuse(cell)
        }
        for view in Array(headerViews.values) + Array(footerViews.values) { retireSupplementary(view) }
        headerViews.removeAll()
        footerViews.removeAll()
        measuredHeights.removeAll()
        if swipeState != nil { closeSwipe(animated: false) }
        touchTracking = nil
        clearSelection()
        prefetchedRows.removeAll()
        invalidateLayoutModel()
    }

    /// Inserts rows (paths after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.insertedRows += indexPaths }
    }

    /// Deletes rows (paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.deletedRows += indexPaths }
    }

    /// Asks the data source for these rows' cells again (paths before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.reloadedRows += indexPaths }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads whole sections.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a row (`indexPath` before the update, `newIndexPath` after it); its cell slides there.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.automatic) { $0.movedRows.append(TableBatch.RowMove(from: indexPath, to: newIndexPath)) }
    }

    /// Moves a section (`section` before the update, `newSection` after it) with its rows.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record(.automatic) { $0.movedSections.append(TableBatch.SectionMove(from: section, to: newSection)) }
    }

    /// Applies the inserts, deletes and reloads made in `updates` together, animated, then calls
    /// `completion` when the animation ends (true), or after reloading on an invalid update (false).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        if batch != nil {
            updates?()
            return
        }
        loadLayoutIfNeeded()
        batch = TableBatch()
        updates?()
        let finished = batch ?? TableBatch()
        batch = nil
        apply(finished, completion: completion)
    }

    /// `beginUpdates()`/`endUpdates()`: the older spelling of a batch.
    public func beginUpdates() {
        if batch == nil {
            loadLayoutIfNeeded()
            batch = TableBatch()
        }
    }

    /// Ends the batch started by ``beginUpdates()`` and applies it.
    public func endUpdates() {
        guard let finished = batch else {
            reportInvalid("endUpdates()", "called without a matching beginUpdates(); nothing was applied.")
            return
        }
        batch = nil
        apply(finished, completion: nil)
    }

    private func record(_ animation: RowAnimation, _ change: (inout TableBatch) -> Void) {
        if batch != nil {
            change(&batch!)
            batch!.note(animation)
            return
        }
        loadLayoutIfNeeded()
        var single = TableBatch()
        change(&single)
        single.note(animation)
        apply(single, completion: nil)
    }

    // MARK: Applying

    private func apply(_ update: TableBatch, completion: (@MainActor (Bool) -> Void)?) {
        let oldCounts = sectionRowCounts
        let sectionCount = Swift.max(0, dataSource?.numberOfSections(in: self) ?? 0)
        let newCounts = (0..<sectionCount).map { Swift.max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        if let problem = update.inconsistency(oldCounts: oldCounts, newCounts: newCounts) {
            UIApplication.reportRuntimeIssue(.other(
                "\(debugName): \(problem) HeadlessUI reloaded the whole table instead (UIKit raises NSInternalInconsistencyException): "
                    + "change the data source's counts together with the matching insertRows/deleteRows calls."
            ))
            reloadData()
            finish(completion, finished: false)
            return
        }
        let mapping = update.mapping(oldCounts: oldCounts)
        let animated = update.isAnimated && UIView.areAnimationsEnabled
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        var kept: [IndexPath: UITableViewCell] = [:]
        var leaving: [UITableViewCell] = []
        for (path, cell) in visibleCellsByPath {
            if let newPath = mapping.newPath(for: path) {
                kept[newPath] = cell
                oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                if swipeState?.indexPath == path { closeSwipe(animated: false) }
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
                leaving.append(cell)
            }
        }
        if let tracking = touchTracking, mapping.newPath(for: tracking.indexPath) == nil { cancelRowTracking() }
        visibleCellsByPath = kept
        selectedRows = selectedRows.compactMap { mapping.newPath(for: $0) }
        measuredHeights = Dictionary(uniqueKeysWithValues: measuredHeights.compactMap { path, height in
            mapping.newPath(for: path).map { ($0, height) }
        })
        if let swipe = swipeState, let moved = mapping.newPath(for: swipe.indexPath) { swipeState?.indexPath = moved }
        for view in Array(headerViews.values) + Array(footerViews.values) { retireSupplementary(view) }
        headerViews.removeAll()
        footerViews.removeAll()
        needsReload = true
        tileRows()
        reconfigureVisibleRows(update.reconfiguredRows.compactMap { mapping.newPath(for: $0) })
        guard animated else {
            for cell in leaving { retireLeavingCell(cell) }
            finish(completion, finished: true)
            return
        }
        BatchUpdateAnimation.run(
            visible: Array(visibleCellsByPath.values), oldFrames: oldFrames, leaving: leaving,
            duration: UITableView.updateAnimationDuration,
            retire: { [weak self] cell in self?.retireLeavingCell(cell) }, completion: completion
        )
    }

    /// A deleted row's cell, after its animation: off the table and into the pool.
    private func retireLeavingCell(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.alpha = 1
        enqueueForReuse(cell)
    }

    private func finish(_ completion: (@MainActor (Bool) -> Void)?, finished: Bool) {
        guard let completion else { return }
        let application = window?.application ?? UIApplication.running(reading: "UITableView batch updates")
        application.scheduler.schedule(after: 0, label: "table update completion") {
            completion(finished)
        }
    }
}
