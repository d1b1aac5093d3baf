import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UICollectionViewDiffableDataSourceTests: HeadlessTestCase {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<String, String>!
    /// What each item's cell shows (changed by tests before a reconfigure or reload).
    private var titles: [String: String] = [:]
    /// Items in the order the cell provider was asked for them.
    private var provided: [String] = []

    private func makeDataSource() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        place(collectionView, frame: CGRect(x: 0, y: 100, width: 320, height: 440))
        let registration = UICollectionView.CellRegistration<LabelCollectionCell, String> { [unowned self] cell, _, item in
            cell.label.text = titles[item] ?? item
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] view, indexPath, item in
            provided.append(item)
            return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    private func snapshot(_ sections: [String: [String]], order: [String]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(order)
        for section in order { snapshot.appendItems(sections[section] ?? [], toSection: section) }
        return snapshot
    }

    private func items(_ names: String...) -> NSDiffableDataSourceSnapshot<String, String> {
        snapshot(["Main": names], order: ["Main"])
    }

    /// Applies through the completion-handler form (in async test code Swift would pick the async one).
    private func show(
        _ snapshot: NSDiffableDataSourceSnapshot<String, String>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        collectionView.layoutIfNeeded()
    }

    private func cell(_ item: Int, section: Int = 0) -> LabelCollectionCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? LabelCollectionCell
    }

    private var visibleTexts: [String?] {
        collectionView.indexPathsForVisibleItems.sorted().map { (collectionView.cellForItem(at: $0) as? LabelCollectionCell)?.label.text }
    }

    func test_apply_showsCellsForTheItemsInLayoutOrder() async {
        makeDataSource()
        show(items("a", "b", "c", "d"), animatingDifferences: false)
        XCTAssertEqual(visibleTexts, ["a", "b", "c", "d"])
        XCTAssertEqual(collectionView.numberOfSections, 1)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        XCTAssertEqual(cell(3)?.frame.origin, CGPoint(x: 0, y: 60), "the fourth item starts the second row of three")
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)), "b")
        XCTAssertEqual(dataSource.indexPath(for: "d"), IndexPath(item: 3, section: 0))
        XCTAssertEqual(dataSource.sectionIdentifier(for: 0), "Main")
        XCTAssertEqual(dataSource.index(for: "Main"), 0)
        XCTAssertNil(dataSource.itemIdentifier(for: IndexPath(item: 4, section: 0)))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["a", "b", "c", "d"])
    }

    func test_reconfigureItems_keepsTheCellInstanceWithoutPreparingItForReuse() async {
        makeDataSource()
        show(items("a", "b", "c"), animatingDifferences: false)
        let cellB = cell(1)
        let reuses = cellB?.reuseCount
        titles["b"] = "b (edited)"
        provided = []
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        show(snapshot, animatingDifferences: false)
        XCTAssertTrue(cell(1) === cellB)
        XCTAssertEqual(cellB?.label.text, "b (edited)")
        XCTAssertEqual(cellB?.reuseCount, reuses, "a reconfigured cell is not prepared for reuse")
        XCTAssertEqual(provided, ["b"], "only the reconfigured item is asked again")
        XCTAssertEqual(dataSource.snapshot().reconfiguredItemIdentifiers, [], "marks belong to the apply that carried them")
    }

    func test_reloadItems_makesTheCellAgain() async {
        makeDataSource()
        show(items("a", "b", "c"), animatingDifferences: false)
        titles["b"] = "b (new)"
        provided = []
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems(["b"])
        show(snapshot, animatingDifferences: false)
        XCTAssertEqual(provided, ["b"])
        XCTAssertEqual(cell(1)?.label.text, "b (new)")
    }

    func test_move_keepsTheCellsAndAsksForNone() async {
        makeDataSource()
        show(items("a", "b", "c", "d"), animatingDifferences: false)
        let cellA = cell(0)
        provided = []
        var completions = 0
        show(items("b", "c", "d", "a")) { completions += 1 }
        XCTAssertTrue(cell(3) === cellA, "the moved item keeps its cell")
        XCTAssertEqual(provided, [], "moves ask for no cells")
        XCTAssertEqual(cellA?.frame.origin, CGPoint(x: 0, y: 60))
        wait(0.15)
        let midY = cellA?.layer.presentation()?.frame.minY ?? -1
        XCTAssertGreaterThan(midY, 0, "the move slides on the runtime clock")
        XCTAssertLessThan(midY, 60)
        XCTAssertEqual(completions, 0)
        wait(0.3)
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(visibleTexts, ["b", "c", "d", "a"])
    }

    func test_deletesInsertsAndSectionMoves_updateTheCounts() async {
        makeDataSource()
        show(snapshot(["A": ["a1", "a2", "a3"], "B": ["b1"]], order: ["A", "B"]), animatingDifferences: false)
        show(snapshot(["B": ["b1", "a2"], "C": ["c1", "c2"], "A": ["a1"]], order: ["B", "C", "A"]), animatingDifferences: false)
        XCTAssertEqual(collectionView.numberOfSections, 3)
        XCTAssertEqual((0..<3).map { collectionView.numberOfItems(inSection: $0) }, [2, 2, 1])
        XCTAssertEqual(visibleTexts, ["b1", "a2", "c1", "c2", "a1"])
        expectRuntimeIssues(count: 0)
    }

    func test_applyingTheSameSnapshotTwice_changesNothingAndCompletesOnTheNextTurn() async {
        makeDataSource()
        let first = items("a", "b", "c")
        show(first, animatingDifferences: false)
        let cells = (0..<3).map { cell($0) }
        provided = []
        var completions = 0
        show(first) { completions += 1 }
        XCTAssertEqual(provided, [])
        XCTAssertTrue(zip((0..<3).map { cell($0) }, cells).allSatisfy { $0 === $1 })
        XCTAssertEqual(completions, 0)
        await app.runLoop.runFrames(1)
        XCTAssertEqual(completions, 1)
    }

    func test_supplementaryViewProvider_givesTheHeaders() async {
        makeDataSource()
        (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize = CGSize(width: 320, height: 30)
        let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            header.accessibilityLabel = "Header \(indexPath.section)"
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        show(items("a", "b"), animatingDifferences: false)
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)
        )
        XCTAssertEqual(header?.accessibilityLabel, "Header 0")
        XCTAssertEqual(cell(0)?.frame.minY, 30, "items start below the header")
        expectRuntimeIssues(count: 0)
    }

    func test_missingSupplementaryViewProvider_isAReportedMisuse() async {
        makeDataSource()
        (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize = CGSize(width: 320, height: 30)
        show(items("a"), animatingDifferences: false)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("supplementaryViewProvider") ?? false, "\(issues)")
        XCTAssertEqual(cell(0)?.label.text, "a")
    }
}
