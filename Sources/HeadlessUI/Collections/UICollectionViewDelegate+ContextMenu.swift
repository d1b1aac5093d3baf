import Foundation

extension UICollectionViewDelegate {
    /// Default: asks ``collectionView(_:contextMenuConfigurationForItemAt:point:)`` for a single item.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// Default: no context menu.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Default: nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Default: nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Default: nothing (the menu closes).
    public func collectionView(
        _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
}

extension UICollectionView {
    /// Gives the collection view UIKit's built-in item context menus: a press and hold asks the
    /// delegate's `contextMenuConfigurationForItemsAt` with the pressed item (or none over empty
    /// space); the preview pictures the item's cell.
    func installContextMenuInteraction() {
        addInteraction(UIContextMenuInteraction(hooks: UIContextMenuInteraction.Hooks(
            configuration: { interaction, location in
                guard let collection = interaction.view as? UICollectionView else { return nil }
                let paths = collection.indexPathForItem(at: location).map { [$0] } ?? []
                return collection.collectionDelegate?.collectionView(collection, contextMenuConfigurationForItemsAt: paths, point: location)
            },
            willDisplay: { interaction, configuration, animator in
                guard let collection = interaction.view as? UICollectionView else { return }
                collection.collectionDelegate?.collectionView(collection, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { interaction, configuration, animator in
                guard let collection = interaction.view as? UICollectionView else { return }
                collection.collectionDelegate?.collectionView(collection, willEndContextMenuInteraction: configuration, animator: animator)
            },
            willPerformPreview: { interaction, configuration, animator in
                guard let collection = interaction.view as? UICollectionView else { return }
                collection.collectionDelegate?.collectionView(
                    collection, willPerformPreviewActionForMenuWith: configuration, animator: animator
                )
            },
            previewedView: { interaction, location in
                guard let collection = interaction.view as? UICollectionView else { return nil }
                guard let path = collection.indexPathForItem(at: location) else { return collection }
                return collection.cellForItem(at: path)
            }
        )))
    }
}
