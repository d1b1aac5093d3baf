import Foundation

/// Section snapshots, as UIKit: applying one to a section replaces that section's items with the
/// snapshot's ``NSDiffableDataSourceSectionSnapshot/visibleItems`` (appending the section when the
/// data source has none of that identifier) through the same difference and batch update as a whole
/// snapshot; ``snapshot(for:)`` gives back the tree with its expansion state.
extension UICollectionViewDiffableDataSource {
    /// Shows `snapshot`'s visible items as the items of `section`, animating the differences when
    /// `animatingDifferences` is true; `completion` runs after the update.
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The items of `section` as a section snapshot: the tree last applied to it while the section
    /// still shows that tree's visible items, else its items as roots.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        let whole = self.snapshot()
        let items = whole.indexOfSection(section) == nil ? [] : whole.itemIdentifiers(inSection: section)
        if let stored = sectionSnapshots[section], stored.visibleItems == items { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(items)
        return flat
    }
}
