import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class NSDiffableDataSourceSectionSnapshotTests: HeadlessTestCase {
    private func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Vegetables"])
        snapshot.append(["Apple", "Pear"], to: "Fruit")
        snapshot.append(["Green"], to: "Apple")
        snapshot.append(["Leek"], to: "Vegetables")
        return snapshot
    }

    func test_sectionSnapshot_showsRootsAndTheChildrenOfExpandedItems() async {
        var snapshot = outline()
        XCTAssertEqual(snapshot.items, ["Fruit", "Apple", "Green", "Pear", "Vegetables", "Leek"])
        XCTAssertEqual(snapshot.rootItems, ["Fruit", "Vegetables"])
        XCTAssertEqual(snapshot.visibleItems, ["Fruit", "Vegetables"])
        snapshot.expand(["Fruit"])
        XCTAssertEqual(snapshot.visibleItems, ["Fruit", "Apple", "Pear", "Vegetables"])
        XCTAssertFalse(snapshot.isVisible("Green"), "Apple is collapsed")
        snapshot.expand(["Apple"])
        XCTAssertTrue(snapshot.isVisible("Green"))
        snapshot.collapse(["Fruit"])
        XCTAssertEqual(snapshot.visibleItems, ["Fruit", "Vegetables"])
        XCTAssertTrue(snapshot.isExpanded("Apple"), "collapsing a parent keeps its children's state")
        XCTAssertEqual(snapshot.level(of: "Green"), 2)
        XCTAssertEqual(snapshot.parent(of: "Pear"), "Fruit")
        XCTAssertEqual(snapshot.index(of: "Vegetables"), 4)
        XCTAssertEqual(snapshot.visualDescription(), "Fruit\n  Apple\n    Green\n  Pear\nVegetables\n  Leek")
    }

    func test_sectionSnapshot_insertsDeletesAndCutsSubtrees() async {
        var snapshot = outline()
        snapshot.insert(["Cherry"], after: "Apple")
        snapshot.insert(["Bread"], before: "Fruit")
        XCTAssertEqual(snapshot.items, ["Bread", "Fruit", "Apple", "Green", "Cherry", "Pear", "Vegetables", "Leek"])
        XCTAssertEqual(snapshot.parent(of: "Cherry"), "Fruit")
        snapshot.delete(["Apple"])
        XCTAssertFalse(snapshot.contains("Green"), "deleting an item deletes its descendants")
        XCTAssertEqual(snapshot.snapshot(of: "Fruit").items, ["Cherry", "Pear"])
        XCTAssertEqual(snapshot.snapshot(of: "Fruit", includingParent: true).rootItems, ["Fruit"])
        snapshot.deleteAll()
        XCTAssertTrue(snapshot.items.isEmpty)
    }

    func test_sectionSnapshotMisuse_isReportedAndChangesNothing() async {
        var snapshot = outline()
        snapshot.append(["Apple"])
        snapshot.append(["Kiwi"], to: "Missing")
        XCTAssertEqual(snapshot.items, outline().items)
        let issues = expectRuntimeIssues(count: 2)
        XCTAssertTrue(issues[0].description.contains("Item Apple already exists"), "\(issues)")
        XCTAssertTrue(issues[1].description.contains("Parent item Missing does not exist"), "\(issues)")
    }

    func test_collectionDataSource_appliesASectionSnapshotAsTheSectionsVisibleItems() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        let collection = place(
            UICollectionView(frame: .zero, collectionViewLayout: layout), frame: CGRect(x: 0, y: 100, width: 320, height: 440)
        )
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collection) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var tree = outline()
        dataSource.apply(tree, to: "Outline", animatingDifferences: false)
        collection.layoutIfNeeded()
        XCTAssertEqual(dataSource.snapshot().sectionIdentifiers, ["Outline"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Fruit", "Vegetables"])
        tree.expand(["Fruit"])
        dataSource.apply(tree, to: "Outline", animatingDifferences: false)
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 4)
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityLabel, "Apple")
        XCTAssertTrue(dataSource.snapshot(for: "Outline").isExpanded("Fruit"), "the applied tree comes back with its state")
        XCTAssertEqual(dataSource.snapshot(for: "Missing").items, [])
    }
}
