import Foundation

/// What a user reorder changed in a diffable data source, as UIKit's
/// `NSDiffableDataSourceTransaction`: the snapshots before and after, the difference of all items,
/// and one ``NSDiffableDataSourceSectionTransaction`` per section the reorder touched. The
/// reordering handlers' `willReorder` and `didReorder` receive it.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The data source's snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data source's snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The difference from the initial snapshot's items to the final snapshot's items.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// A transaction per section whose items changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(
        initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.sectionIdentifiers.contains(section) ? initial.itemIdentifiers(inSection: section) : []
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, before: before, after: after)
        }
    }
}

/// What a user reorder changed in one section, as UIKit's `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The difference from the section's initial items to its final items.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, before: [ItemIdentifierType], after: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(before)
        var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        final.append(after)
        initialSnapshot = initial
        finalSnapshot = final
        difference = after.difference(from: before)
    }
}
