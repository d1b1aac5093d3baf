import Foundation

/// An item the user is moving: its cell follows the target position; the item lands where the
/// position is when the movement ends.
@MainActor
struct InteractiveMovement {
    let source: IndexPath
    let cell: UICollectionViewCell
    var target: IndexPath
}

/// Moving an item interactively, as UIKit: ``UICollectionView/beginInteractiveMovementForItem(at:)``
/// (allowed when the data source's `collectionView(_:canMoveItemAt:)` says so), then
/// ``UICollectionView/updateInteractiveMovementTargetPosition(_:)`` as the finger moves (the cell's
/// centre follows it; the item under the position becomes the target), then
/// ``UICollectionView/endInteractiveMovement()`` (the data source's `collectionView(_:moveItemAt:to:)`
/// runs and the item moves there, animated) or ``UICollectionView/cancelInteractiveMovement()``.
/// A list cell's `.reorder` accessory drives these when dragged.
extension UICollectionView {
    /// Starts moving the item at `indexPath`; false when it is not visible, another movement is
    /// running, or the data source does not allow it.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let cell = visibleCellsByPath[indexPath],
              dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false else { return false }
        if swipeState != nil { closeSwipe(animated: false) }
        cancelItemTracking()
        interactiveMovement = InteractiveMovement(source: indexPath, cell: cell, target: indexPath)
        bringSubviewToFront(cell)
        return true
    }

    /// Moves the moving cell's centre to `targetPosition` (content coordinates); the item under it
    /// becomes the target.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.cell.center = targetPosition
        if let path = itemPath(at: targetPosition, excluding: movement.cell) {
            movement.target = collectionDelegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.source, atCurrentIndexPath: movement.target,
                toProposedIndexPath: path
            ) ?? path
        }
        interactiveMovement = movement
    }

    /// Ends the movement: the data source moves the item to the target, and the collection view
    /// moves it there (animated).
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        guard movement.target != movement.source else {
            settle(movement.cell, at: movement.source)
            return
        }
        dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.target)
        moveItem(at: movement.source, to: movement.target)
    }

    /// Cancels the movement: the item goes back to its place.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        settle(movement.cell, at: movement.source)
    }

    private func settle(_ cell: UICollectionViewCell, at path: IndexPath) {
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: path) else { return }
        UIView.animate(withDuration: UICollectionView.updateAnimationDuration) { cell.frame = attributes.frame }
    }

    /// The item whose layout frame contains `point`, ignoring the moving cell itself.
    private func itemPath(at point: CGPoint, excluding cell: UICollectionViewCell) -> IndexPath? {
        let candidates = collectionViewLayout.layoutAttributesForElements(in: CGRect(x: point.x, y: point.y, width: 1, height: 1)) ?? []
        return candidates.first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }
}
