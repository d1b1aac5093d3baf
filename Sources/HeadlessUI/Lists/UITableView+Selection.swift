import Foundation

/// A finger on a row: the row it touched down on and whether the row is highlighted.
struct TableTouchTracking {
    let touch: UITouch
    let indexPath: IndexPath
    var isHighlighted: Bool
}

/// Selection: by code (no delegate callbacks, as UIKit) and by tap.
///
/// A tap highlights the row when the touch reaches the table (after the scroll view's 0.15 s
/// content-touch delay, or at lift for a quick tap), then on lift inside the same row unhighlights
/// and selects it: `shouldHighlightRowAt`, `didHighlightRowAt`, `didUnhighlightRowAt`,
/// `willSelectRowAt`, `didSelectRowAt`. A drag that scrolls cancels the touch, so nothing is selected.
extension UITableView {
    /// The first selected row (in selection order), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows in selection order, or nil when none.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row without telling the delegate, replacing the selection unless multiple
    /// selection is on, and scrolls it to `scrollPosition` (`.none`: no scrolling). A nil path clears
    /// the selection; a row that does not exist is reported and ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            clearSelection()
            return
        }
        guard allowsSelection, validateRow(indexPath, for: "selectRow(at:animated:scrollPosition:)") else { return }
        if !allowsMultipleSelection { clearSelection(keeping: indexPath) }
        setRowSelected(indexPath, true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRowSelected(indexPath, false, animated: animated)
    }

    func setRowSelected(_ indexPath: IndexPath, _ selected: Bool, animated: Bool) {
        if selected {
            if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        } else {
            selectedRows.removeAll { $0 == indexPath }
        }
        visibleCellsByPath[indexPath]?.setSelected(selected, animated: animated)
    }

    func clearSelection(keeping kept: IndexPath? = nil) {
        for path in selectedRows where path != kept { setRowSelected(path, false, animated: false) }
    }

    // MARK: Touches

    func rowTouchesBegan(_ touches: Set<UITouch>) {
        if let swipeState, swipeState.isOpen || swipeState.isSwiping {
            closeSwipe(animated: true)
            return
        }
        guard touchTracking == nil, let touch = touches.first, allowsSelection else { return }
        let location = touch.location(in: self)
        guard let path = indexPathForRow(at: location), visibleCellsByPath[path] != nil else { return }
        let shouldHighlight = tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true
        guard shouldHighlight else { return }
        touchTracking = TableTouchTracking(touch: touch, indexPath: path, isHighlighted: true)
        visibleCellsByPath[path]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
    }

    func rowTouchesMoved(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking, touches.contains(tracking.touch), tracking.isHighlighted else { return }
        // Leaving the row ends the highlight; the lift then selects nothing.
        if !rectForRow(at: tracking.indexPath).contains(tracking.touch.location(in: self)) {
            unhighlightTrackedRow()
        }
    }

    func rowTouchesEnded(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking, touches.contains(tracking.touch) else { return }
        let wasHighlighted = tracking.isHighlighted
        unhighlightTrackedRow()
        touchTracking = nil
        let inside = rectForRow(at: tracking.indexPath).contains(tracking.touch.location(in: self))
        guard wasHighlighted, inside, allowsSelection else { return }
        userTappedRow(tracking.indexPath)
    }

    func rowTouchesCancelled(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking, touches.contains(tracking.touch) else { return }
        cancelRowTracking()
    }

    func cancelRowTracking() {
        unhighlightTrackedRow()
        touchTracking = nil
    }

    private func unhighlightTrackedRow() {
        guard var tracking = touchTracking, tracking.isHighlighted else { return }
        tracking.isHighlighted = false
        touchTracking = tracking
        visibleCellsByPath[tracking.indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: tracking.indexPath)
    }

    /// A completed tap on a row: deselect it (multiple selection, already selected) or select it.
    func userTappedRow(_ tapped: IndexPath) {
        if allowsMultipleSelection, selectedRows.contains(tapped) {
            userDeselect(tapped)
            return
        }
        let proposed: IndexPath? = tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
        guard let target = proposed, layoutModel.contains(row: target.row, section: target.section) else { return }
        if !allowsMultipleSelection {
            for previous in selectedRows where previous != target { userDeselect(previous) }
        }
        setRowSelected(target, true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ path: IndexPath) {
        let proposed: IndexPath? = tableDelegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? path
        guard let target = proposed else { return }
        setRowSelected(target, false, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
