import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UICollectionViewReorderingTests: HeadlessTestCase {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private var events: [String] = []

    private func makeReorderableList(
        items: [String] = ["A", "B", "C", "D", "E"], reorderable: @escaping (String) -> Bool = { _ in true }
    ) -> UICollectionView {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        place(collection, frame: CGRect(x: 0, y: 100, width: 320, height: 440))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.reorderingHandlers.canReorderItem = reorderable
        dataSource.reorderingHandlers.willReorder = { [unowned self] transaction in
            events.append("will \(transaction.initialSnapshot.itemIdentifiers.joined())")
        }
        dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
            let section = transaction.sectionTransactions.first
            let sectionItems = section?.finalSnapshot.items.joined() ?? "-"
            events.append("did \(transaction.finalSnapshot.itemIdentifiers.joined()) section \(sectionItems)")
            XCTAssertEqual(section.flatMap { Array($0.initialSnapshot.items).applying($0.difference) }, section?.finalSnapshot.items)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        return collection
    }

    private func grip(ofItem item: Int, in collection: UICollectionView) -> CGPoint? {
        guard let cell = collection.cellForItem(at: IndexPath(item: item, section: 0)),
              let grip = cell.subviews.first(where: { $0.accessibilityLabel == "Reorder" }) else { return nil }
        return grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
    }

    private func texts(_ collection: UICollectionView) -> [String] {
        (0..<collection.numberOfItems(inSection: 0)).compactMap {
            (collection.cellForItem(at: IndexPath(item: $0, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    func test_draggingTheReorderGrip_movesTheItemAndTellsTheHandlers() async {
        let collection = makeReorderableList()
        guard let start = grip(ofItem: 0, in: collection) else { return XCTFail("no reorder grip") }
        let rowHeight = collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height ?? 44
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y + rowHeight * 2), steps: 12)
        wait(0.5)
        XCTAssertEqual(events, ["will ABCDE", "did BCADE section BCADE"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["B", "C", "A", "D", "E"])
        XCTAssertEqual(texts(collection), ["B", "C", "A", "D", "E"], "the cells show the new order")
        XCTAssertEqual(collection.contentOffset.y, 0, "the drag did not scroll the list")
        let moved = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        XCTAssertEqual(moved?.frame.minY, rowHeight * 2, "the moved cell settled in its new place")
    }

    func test_withoutCanReorder_theGripDoesNotMoveTheItem() async {
        let collection = makeReorderableList(reorderable: { $0 != "A" })
        guard let start = grip(ofItem: 0, in: collection) else { return XCTFail("no reorder grip") }
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y + 100), steps: 12)
        wait(0.5)
        XCTAssertEqual(events, [])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["A", "B", "C", "D", "E"])
    }

    func test_interactiveMovementAPI_cancelPutsTheItemBack() async {
        let collection = makeReorderableList()
        let first = IndexPath(item: 0, section: 0)
        let home = collection.cellForItem(at: first)?.frame
        XCTAssertTrue(collection.beginInteractiveMovementForItem(at: first))
        XCTAssertFalse(collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "one movement at a time")
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        XCTAssertEqual(collection.cellForItem(at: first)?.center.y, 150, "the cell follows the position")
        collection.cancelInteractiveMovement()
        wait(0.5)
        XCTAssertEqual(collection.cellForItem(at: first)?.frame, home)
        XCTAssertEqual(events, [])
    }

    func test_reorderingHandlers_defaultToNoReordering() async {
        let collection = makeReorderableList()
        dataSource.reorderingHandlers = .init()
        XCTAssertFalse(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }
}
