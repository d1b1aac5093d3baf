import Foundation

/// One change of a batch update, as UIKit's `UICollectionViewUpdateItem`: a layout receives them in
/// `prepare(forCollectionViewUpdates:)`. Section changes have index paths whose item is `NSNotFound`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change, as UIKit's `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        /// An item or section was inserted.
        case insert
        /// An item or section was deleted.
        case delete
        /// An item or section was reloaded.
        case reload
        /// An item or section was moved.
        case move
        /// No change.
        case none
    }

    /// The index path before the update (nil for insertions).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The index path after the update (nil for deletions).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// The kind of change.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}

/// The batch update a layout is told about: its update items, the items inserted (new index paths)
/// and deleted (old index paths), and the attributes items had before it.
struct CollectionLayoutUpdate {
    var items: [UICollectionViewUpdateItem] = []
    var insertedItems: Set<IndexPath> = []
    var deletedItems: Set<IndexPath> = []
    var attributesBeforeUpdate: [IndexPath: UICollectionViewLayoutAttributes] = [:]

    /// The update items and inserted/deleted item sets of `batch` (sections expanded with the counts).
    @MainActor
    init(batch: TableBatch, oldCounts: [Int], newCounts: [Int]) {
        for path in batch.insertedRows {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: path))
            insertedItems.insert(path)
        }
        for path in batch.deletedRows {
            items.append(UICollectionViewUpdateItem(action: .delete, before: path, after: nil))
            deletedItems.insert(path)
        }
        for path in batch.reloadedRows {
            items.append(UICollectionViewUpdateItem(action: .reload, before: path, after: path))
        }
        for move in batch.movedRows {
            items.append(UICollectionViewUpdateItem(action: .move, before: move.from, after: move.to))
        }
        for section in batch.insertedSections {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(item: NSNotFound, section: section)))
            let count = newCounts.indices.contains(section) ? newCounts[section] : 0
            for item in 0..<count { insertedItems.insert(IndexPath(item: item, section: section)) }
        }
        for section in batch.deletedSections {
            items.append(UICollectionViewUpdateItem(action: .delete, before: IndexPath(item: NSNotFound, section: section), after: nil))
            let count = oldCounts.indices.contains(section) ? oldCounts[section] : 0
            for item in 0..<count { deletedItems.insert(IndexPath(item: item, section: section)) }
        }
        for section in batch.reloadedSections {
            let path = IndexPath(item: NSNotFound, section: section)
            items.append(UICollectionViewUpdateItem(action: .reload, before: path, after: path))
        }
        for move in batch.movedSections {
            items.append(UICollectionViewUpdateItem(
                action: .move, before: IndexPath(item: NSNotFound, section: move.from), after: IndexPath(item: NSNotFound, section: move.to)
            ))
        }
    }
}
