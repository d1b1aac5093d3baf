import Foundation

/// A table view data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource`.
///
/// Create it with the table and a cell provider (it becomes the table's `dataSource`; keep a strong
/// reference, the table holds it weakly as UIKit does), then ``apply(_:animatingDifferences:completion:)``
/// snapshots. Each apply compares the new snapshot with the current one (``ListDifference``) and
/// hands the deletes, inserts, moves and reloads to the table's batch update, so cells keep their
/// identity as they move, animations run on the runtime clock and the table checks the update as it
/// checks a hand-written one.
///
/// ```swift
/// let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
///     cell.textLabel?.text = item
///     return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Milk", "Eggs"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource
{
    /// Makes the cell for an item: usually dequeues a cell and configures it. Returning nil is a
    /// programming error (UIKit raises; HeadlessUI reports it and shows an empty cell).
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType)
        -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted, deleted and reloaded rows animate when differences are animated. Default `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the differences from the current snapshot are applied to the table as one
    /// batch update, animated over 0.3 s on the runtime clock when `animatingDifferences` is true
    /// (without animation otherwise, as UIKit does since iOS 15: cells still keep their identity).
    /// `completion` runs once, after the update (after its animation when animated).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let difference = currentSnapshot.difference(to: snapshot)
        let shown = snapshot.withoutMarks
        guard let tableView, tableView.dataSource === self, !difference.isEmpty else {
            currentSnapshot = shown
            finishLater(completion)
            return
        }
        let animation = animatingDifferences ? defaultRowAnimation : .none
        let update = {
            tableView.performBatchUpdates({
                // The table loaded the old counts before this closure; the new ones are read after it.
                self.currentSnapshot = shown
                self.record(difference, in: tableView, animation: animation)
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

    /// Shows `snapshot` by reloading the table (no differences, no animation), as UIKit's
    /// `applySnapshotUsingReloadData(_:completion:)`: every visible cell is made again.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        currentSnapshot = snapshot.withoutMarks
        tableView?.reloadData()
        finishLater(completion)
    }

    /// Shows `snapshot` by reloading the table and waits until that is done.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await DiffableApplyCompletion.awaitApply(animated: false) { done in
            applySnapshotUsingReloadData(snapshot, completion: done)
        }
    }

    /// A copy of the snapshot the table shows.
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

    // MARK: UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int {
        currentSnapshot.numberOfSections
    }

    /// The number of items in the snapshot's section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        currentSnapshot.itemCount(inSection: section)
    }

    /// The cell the cell provider makes for the item at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let api = "UITableViewDiffableDataSource cell provider"
        guard let item = itemIdentifier(for: indexPath) else {
            UIApplication.reportRuntimeIssue(.other(DiffableMisuse.message(
                api, "asked for a cell at \(Array(indexPath)), which holds no item in the current snapshot.",
                fix: "apply snapshots through the data source instead of changing the table directly.",
                outcome: "HeadlessUI showed an empty cell."
            )))
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        UIApplication.reportRuntimeIssue(.other(DiffableMisuse.message(
            api, "returned nil for item \(item) at \(Array(indexPath)); UITableView dataSource returned a nil cell.",
            fix: "return a cell for every item (dequeue one with tableView.dequeueReusableCell(withIdentifier:for:)).",
            outcome: "HeadlessUI showed an empty cell (UIKit raises NSInternalInconsistencyException)."
        )))
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title unless a subclass overrides this.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title unless a subclass overrides this.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Rows cannot be edited unless a subclass overrides this (UIKit's diffable default is false).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Rows cannot be moved unless a subclass overrides this.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing happens unless a subclass overrides this.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Nothing happens unless a subclass overrides this.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Private

    private func record(_ difference: ListDifference<SectionIdentifierType, ItemIdentifierType>, in tableView: UITableView,
                        animation: UITableView.RowAnimation) {
        if !difference.deletedSections.isEmpty { tableView.deleteSections(difference.deletedSections, with: animation) }
        if !difference.insertedSections.isEmpty { tableView.insertSections(difference.insertedSections, with: animation) }
        if !difference.reloadedSections.isEmpty { tableView.reloadSections(difference.reloadedSections, with: animation) }
        for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        if !difference.deletedItems.isEmpty { tableView.deleteRows(at: difference.deletedItems, with: animation) }
        if !difference.insertedItems.isEmpty { tableView.insertRows(at: difference.insertedItems, with: animation) }
        if !difference.reloadedItems.isEmpty { tableView.reloadRows(at: difference.reloadedItems, with: animation) }
        for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        if !difference.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: difference.reconfiguredItems) }
    }

    private func finishLater(_ completion: (() -> Void)?) {
        DiffableApplyCompletion.schedule(completion, in: tableView, api: "UITableViewDiffableDataSource.apply")
    }
}
