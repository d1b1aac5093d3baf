import Foundation

/// The object that decides where a collection view's cells and supplementary views go, as UIKit's
/// `UICollectionViewLayout`. The collection view calls ``prepare()`` after the layout was invalidated,
/// then asks for ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` of the area
/// it shows. Subclass it (override those three, plus the per-item queries) or use
/// ``UICollectionViewFlowLayout`` / ``UICollectionViewCompositionalLayout``.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout (set by the collection view).
    open internal(set) weak var collectionView: UICollectionView?
    /// Whether ``prepare()`` must run before the next query.
    var needsPrepare = true
    /// The batch update being applied (between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()`).
    var updateInProgress: CollectionLayoutUpdate?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// UIKit decodes a layout from an archive here; HeadlessUI has none, so the initializer fails
    /// (returns nil) with a runtime issue. Create layouts in code.
    public required init?(coder: NSCoder) {
        UIApplication.reportRuntimeIssue(.other(
            "UICollectionViewLayout.init?(coder:): HeadlessUI decodes no storyboards or nib archives; create the layout in code."
        ))
        return nil
    }

    /// Computes the layout. Called once after each invalidation, before the other queries.
    open func prepare() {}

    /// The size of all content (the collection view's `contentSize`). Default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates). Default nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout as out of date: ``prepare()`` runs again before the next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.layoutDidInvalidate()
    }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout. Default:
    /// when the size changes (a scroll keeps it).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// Whether a self-sizing cell's preferred attributes (from `preferredLayoutAttributesFitting(_:)`)
    /// differ enough from the layout's to relayout. Default: when the sizes differ.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    /// The offset to stop a scroll at, given the proposed one. Default: the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to stop a fling at. Default: the proposed offset.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Update animations

    /// Called before a batch update is animated, after ``prepare()`` computed the new layout, with
    /// one item per inserted, deleted, reloaded or moved item or section (a section's index path has
    /// item `NSNotFound`). Default: nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called once the batch update's animations are set up. Default: nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item being inserted starts its animation (its index path after the update). The
    /// collection view animates the cell from these attributes to its place. Default: for an inserted
    /// item, its attributes with alpha 0 (it fades in); nil for others (HeadlessUI fades them in too).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let update = updateInProgress, update.insertedItems.contains(itemIndexPath),
              let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where an item being deleted ends its animation (its index path before the update). Default:
    /// for a deleted item, its attributes before the update with alpha 0 (it fades out where it
    /// was); nil for others.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let update = updateInProgress, update.deletedItems.contains(itemIndexPath),
              let attributes = update.attributesBeforeUpdate[itemIndexPath]?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        attributes.alpha = 0
        return attributes
    }

    // MARK: Self-sizing hooks (internal)

    /// Whether the layout wants cells measured (estimated sizes).
    func wantsSelfSizing(at indexPath: IndexPath) -> Bool { false }

    /// Which axes of the item's size are estimated (measured from the cell).
    func selfSizingFreeAxes(at indexPath: IndexPath) -> (width: Bool, height: Bool) { (true, true) }

    /// A measured cell's size, to replace the estimate; returns whether the layout changed.
    func recordPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool { false }

    /// Forgets every measured size (the data was reloaded).
    func forgetPreferredSizes() {}

    /// Moves measured sizes to the items' new index paths after a batch update (nil: forgotten).
    func updatePreferredSizes(_ newPath: (IndexPath) -> IndexPath?) {}

    /// Runs ``prepare()`` if the layout was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
