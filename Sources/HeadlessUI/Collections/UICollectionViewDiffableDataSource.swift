import Foundation

/// A collection view data source driven by snapshots, as UIKit's `UICollectionViewDiffableDataSource`.
///
/// Create it with the collection view and a cell provider (it becomes the collection view's
/// `dataSource`; keep a strong reference, the collection view holds it weakly as UIKit does), then
/// ``apply(_:animatingDifferences:completion:)`` snapshots. Each apply compares the new snapshot with
/// the current one (the same difference engine as `UITableViewDiffableDataSource`) and hands the
/// deletes, inserts, moves, reloads and reconfigures to the collection view's batch update, so cells
/// keep their identity as items move, animations run on the runtime clock and the collection view
/// checks the update as it checks a hand-written one.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
///     var content = cell.defaultContentConfiguration()
///     content.text = name
///     cell.contentConfiguration = content
/// }
/// let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, name in
///     view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Milk", "Eggs"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource
{
    /// Makes the cell for an item: usually `dequeueConfiguredReusableCell(using:for:item:)`. Returning
    /// nil is a programming error (UIKit raises; HeadlessUI reports it and shows an empty cell).
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType)
        -> UICollectionViewCell?
    /// Makes the supplementary view (header, footer) of a kind the layout asks for.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath)
        -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The section snapshots applied with `apply(_:to:animatingDifferences:completion:)`, by section.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes the supplementary views the layout asks for; nil when the layout has none.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What the user may reorder and what is told about it, as UIKit's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public struct ReorderingHandlers {
        /// Whether the item can be reordered; nil (the default) means no item can.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source's snapshot takes the reorder.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source's snapshot took the reorder; update the app's model here.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// No handlers: nothing can be reordered.
        public init() {}
    }

    /// The reordering handlers: with `canReorderItem` set, the user can drag items by a list cell's
    /// `.reorder` accessory (or the app can drive `beginInteractiveMovementForItem(at:)`), and the
    /// data source updates its snapshot and tells `willReorder`/`didReorder`.
    public var reorderingHandlers = ReorderingHandlers()

    /// Creates the data source and makes it `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the differences from the current snapshot are applied to the collection view
    /// as one batch update, animated over 0.3 s on the runtime clock when `animatingDifferences` is
    /// true (without animation otherwise, as UIKit does since iOS 15: cells still keep their
    /// identity). `completion` runs once, after the update (after its animation when animated).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let difference = currentSnapshot.difference(to: snapshot)
        let shown = snapshot.withoutMarks
        guard let collectionView, collectionView.dataSource === self, !difference.isEmpty else {
            currentSnapshot = shown
            finishLater(completion)
            return
        }
        let update = {
            collectionView.performBatchUpdates({
                // The collection view loaded the old counts before this closure; the new ones are read after it.
                self.currentSnapshot = shown
                self.record(difference, in: collectionView)
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Shows `snapshot` and waits until the update (and its animation) finished.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await DiffableApplyCompletion.awaitApply(animated: animatingDifferences) { done in
            apply(snapshot, animatingDifferences: animatingDifferences, completion: done)
        }
    }

    /// Shows `snapshot` by reloading the collection view (no differences, no animation), as UIKit's
    /// `applySnapshotUsingReloadData(_:completion:)`: every visible cell is made again.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        currentSnapshot = snapshot.withoutMarks
        collectionView?.reloadData()
        finishLater(completion)
    }

    /// Shows `snapshot` by reloading the collection view and waits until that is done.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await DiffableApplyCompletion.awaitApply(animated: false) { done in
            applySnapshotUsingReloadData(snapshot, completion: done)
        }
    }

    /// A copy of the snapshot the collection view shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    // MARK: Identifiers and index paths

    /// The item at `indexPath`, or nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.item(at: indexPath)
    }

    /// Where the item is shown, or nil when it is not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        currentSnapshot.indexPath(of: itemIdentifier)
    }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        currentSnapshot.section(at: index)
    }

    /// The index of the section, or nil when it is not in the snapshot.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        currentSnapshot.sectionIndexes[sectionIdentifier]
    }

    // MARK: UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        currentSnapshot.numberOfSections
    }

    /// The number of items in the snapshot's section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        currentSnapshot.itemCount(inSection: section)
    }

    /// The cell the cell provider makes for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let api = "UICollectionViewDiffableDataSource cell provider"
        guard let item = itemIdentifier(for: indexPath) else {
            UIApplication.reportRuntimeIssue(.other(DiffableMisuse.message(
                api, "asked for a cell at \(Array(indexPath)), which holds no item in the current snapshot.",
                fix: "apply snapshots through the data source instead of changing the collection view directly.",
                outcome: "HeadlessUI showed an empty cell."
            )))
            return UICollectionViewCell(frame: .zero)
        }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        UIApplication.reportRuntimeIssue(.other(DiffableMisuse.message(
            api, "returned nil for item \(item) at \(Array(indexPath)); UICollectionView dataSource returned a nil cell.",
            fix: "return a cell for every item (dequeueConfiguredReusableCell(using:for:item:) or "
                + "dequeueReusableCell(withReuseIdentifier:for:)).",
            outcome: "HeadlessUI showed an empty cell (UIKit raises NSInternalInconsistencyException)."
        )))
        return UICollectionViewCell(frame: .zero)
    }

    /// The view ``supplementaryViewProvider`` makes for `kind` at `indexPath`.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        UIApplication.reportRuntimeIssue(.other(DiffableMisuse.message(
            "UICollectionViewDiffableDataSource supplementaryViewProvider",
            "gave no view of kind \"\(kind)\" at \(Array(indexPath)), which the layout asks for.",
            fix: "set supplementaryViewProvider and return a view for every kind the layout has "
                + "(dequeueConfiguredReusableSupplementary(using:for:)).",
            outcome: "HeadlessUI showed an empty view (UIKit raises NSInternalInconsistencyException)."
        )))
        return UICollectionReusableView(frame: .zero)
    }

    /// Whether the user can move the item: `reorderingHandlers.canReorderItem` (false without it).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    /// The user moved an item: the snapshot takes the move between `willReorder` and `didReorder`
    /// (the collection view already shows it).
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let initial = currentSnapshot
        let sections = initial.sectionIdentifiers
        guard let item = itemIdentifier(for: sourceIndexPath), sections.indices.contains(destinationIndexPath.section) else { return }
        var final = initial
        final.deleteItems([item])
        let targetSection = sections[destinationIndexPath.section]
        let remaining = final.itemIdentifiers(inSection: targetSection)
        if destinationIndexPath.item < remaining.count {
            final.insertItems([item], beforeItem: remaining[destinationIndexPath.item])
        } else {
            final.appendItems([item], toSection: targetSection)
        }
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final)
        reorderingHandlers.willReorder?(transaction)
        currentSnapshot = final
        for sectionTransaction in transaction.sectionTransactions where sectionSnapshots[sectionTransaction.sectionIdentifier] != nil {
            sectionSnapshots[sectionTransaction.sectionIdentifier] = sectionTransaction.finalSnapshot
        }
        reorderingHandlers.didReorder?(transaction)
    }

    // MARK: Private

    private func record(_ difference: ListDifference<SectionIdentifierType, ItemIdentifierType>, in collectionView: UICollectionView) {
        if !difference.deletedSections.isEmpty { collectionView.deleteSections(difference.deletedSections) }
        if !difference.insertedSections.isEmpty { collectionView.insertSections(difference.insertedSections) }
        if !difference.reloadedSections.isEmpty { collectionView.reloadSections(difference.reloadedSections) }
        for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
        if !difference.deletedItems.isEmpty { collectionView.deleteItems(at: difference.deletedItems) }
        if !difference.insertedItems.isEmpty { collectionView.insertItems(at: difference.insertedItems) }
        if !difference.reloadedItems.isEmpty { collectionView.reloadItems(at: difference.reloadedItems) }
        for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        if !difference.reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: difference.reconfiguredItems) }
    }

    private func finishLater(_ completion: (() -> Void)?) {
        DiffableApplyCompletion.schedule(completion, in: collectionView, api: "UICollectionViewDiffableDataSource.apply")
    }
}
