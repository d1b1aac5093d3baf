import Foundation

/// Selection: by code (no delegate callbacks, as UIKit) and by tap.
///
/// A tap highlights the item when the touch reaches the collection view (after the scroll view's
/// 0.15 s content-touch delay, or at lift for a quick tap), then on lift inside the same item
/// unhighlights and selects it: `shouldHighlightItemAt`, `didHighlightItemAt`,
/// `didUnhighlightItemAt`, `shouldSelectItemAt`, `didSelectItemAt`. A drag that scrolls cancels the
/// touch, so nothing is selected. The touch bookkeeping is the table view's (``TableTouchTracking``).
extension UICollectionView {
    /// The selected items in selection order, or nil when none (UIKit's optional).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems
    }

    /// Selects the item without telling the delegate, replacing the selection unless multiple
    /// selection is on, and scrolls it to `scrollPosition` (`[]`: no scrolling). A nil path clears
    /// the selection; an item that does not exist is reported and ignored.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            clearSelection()
            return
        }
        guard allowsSelection, validateItem(indexPath, for: "selectItem(at:animated:scrollPosition:)") else { return }
        if !allowsMultipleSelection { clearSelection(keeping: indexPath) }
        setItemSelected(indexPath, true)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setItemSelected(indexPath, false)
    }

    func setItemSelected(_ indexPath: IndexPath, _ selected: Bool) {
        if selected {
            if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        } else {
            selectedItems.removeAll { $0 == indexPath }
        }
        visibleCellsByPath[indexPath]?.isSelected = selected
    }

    func clearSelection(keeping kept: IndexPath? = nil) {
        for path in selectedItems where path != kept { setItemSelected(path, false) }
    }

    // MARK: Touches

    func itemTouchesBegan(_ touches: Set<UITouch>) {
        guard touchTracking == nil, let touch = touches.first, allowsSelection else { return }
        guard let path = indexPathForItem(at: touch.location(in: self)), let cell = visibleCellsByPath[path] else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        touchTracking = TableTouchTracking(touch: touch, indexPath: path, isHighlighted: true)
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
    }

    func itemTouchesMoved(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking, touches.contains(tracking.touch), tracking.isHighlighted else { return }
        // Leaving the item ends the highlight; the lift then selects nothing.
        if indexPathForItem(at: tracking.touch.location(in: self)) != tracking.indexPath { unhighlightTrackedItem() }
    }

    func itemTouchesEnded(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking, touches.contains(tracking.touch) else { return }
        let wasHighlighted = tracking.isHighlighted
        unhighlightTrackedItem()
        touchTracking = nil
        let inside = indexPathForItem(at: tracking.touch.location(in: self)) == tracking.indexPath
        guard wasHighlighted, inside, allowsSelection else { return }
        userTappedItem(tracking.indexPath)
    }

    func itemTouchesCancelled(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking, touches.contains(tracking.touch) else { return }
        cancelItemTracking()
    }

    func cancelItemTracking() {
        unhighlightTrackedItem()
        touchTracking = nil
    }

    private func unhighlightTrackedItem() {
        guard var tracking = touchTracking, tracking.isHighlighted else { return }
        tracking.isHighlighted = false
        touchTracking = tracking
        visibleCellsByPath[tracking.indexPath]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: tracking.indexPath)
    }

    /// A completed tap on an item: deselect it (multiple selection, already selected) or select it.
    func userTappedItem(_ tapped: IndexPath) {
        if allowsMultipleSelection, selectedItems.contains(tapped) {
            userDeselect(tapped)
            return
        }
        guard containsItem(tapped), collectionDelegate?.collectionView(self, shouldSelectItemAt: tapped) ?? true else { return }
        if !allowsMultipleSelection {
            for previous in selectedItems where previous != tapped { userDeselect(previous) }
        }
        setItemSelected(tapped, true)
        collectionDelegate?.collectionView(self, didSelectItemAt: tapped)
    }

    private func userDeselect(_ path: IndexPath) {
        guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
        setItemSelected(path, false)
        collectionDelegate?.collectionView(self, didDeselectItemAt: path)
    }
}
