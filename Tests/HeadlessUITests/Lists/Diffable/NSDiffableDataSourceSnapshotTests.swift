import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class NSDiffableDataSourceSnapshotTests: HeadlessTestCase {
    private func twoSections() -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Fruit", "Dairy"])
        snapshot.appendItems(["apple", "pear"], toSection: "Fruit")
        snapshot.appendItems(["milk"])
        return snapshot
    }

    func test_snapshot_readsSectionsAndItems() async {
        let snapshot = twoSections()
        XCTAssertEqual(snapshot.numberOfSections, 2)
        XCTAssertEqual(snapshot.numberOfItems, 3)
        XCTAssertEqual(snapshot.sectionIdentifiers, ["Fruit", "Dairy"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["apple", "pear", "milk"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "Dairy"), ["milk"])
        XCTAssertEqual(snapshot.numberOfItems(inSection: "Fruit"), 2)
        XCTAssertEqual(snapshot.indexOfItem("milk"), 2)
        XCTAssertEqual(snapshot.indexOfSection("Dairy"), 1)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "pear"), "Fruit")
        XCTAssertNil(snapshot.indexOfItem("bread"))
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: "bread"))
    }

    func test_snapshot_insertsAndMovesRelativeToItems() async {
        var snapshot = twoSections()
        snapshot.insertItems(["banana"], beforeItem: "pear")
        snapshot.insertItems(["cheese"], afterItem: "milk")
        snapshot.moveItem("apple", afterItem: "cheese")
        snapshot.moveItem("milk", beforeItem: "banana")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "Fruit"), ["milk", "banana", "pear"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "Dairy"), ["cheese", "apple"])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "apple"), "Dairy")
    }

    func test_snapshot_sectionOperations() async {
        var snapshot = twoSections()
        snapshot.insertSections(["Bread"], beforeSection: "Dairy")
        snapshot.insertSections(["Meat"], afterSection: "Dairy")
        snapshot.moveSection("Fruit", afterSection: "Meat")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["Bread", "Dairy", "Meat", "Fruit"])
        snapshot.moveSection("Meat", beforeSection: "Bread")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["Meat", "Bread", "Dairy", "Fruit"])
        snapshot.deleteSections(["Fruit"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["milk"])
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: "apple"))
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    func test_snapshot_deleteItemsAndMarks() async {
        var snapshot = twoSections()
        snapshot.reloadItems(["pear"])
        snapshot.reconfigureItems(["milk", "apple"])
        snapshot.reloadSections(["Dairy"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, ["pear"])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, ["milk", "apple"])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["Dairy"])
        snapshot.deleteItems(["apple", "unknown"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["pear", "milk"])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, ["milk"])
    }

    func test_snapshot_duplicateItemsInOneCall_reportUIKitWordingAndChangeNothing() async {
        var snapshot = twoSections()
        snapshot.appendItems(["egg", "egg"], toSection: "Dairy")
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertEqual(issues.first?.description, """
            appendItems(_:toSection:): Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(egg)}. HeadlessUI \
            ignored the call (UIKit raises NSInternalInconsistencyException). Fix: give each item identifier once (identifiers \
            must be unique across the whole snapshot).
            """)
        XCTAssertEqual(snapshot.itemIdentifiers, ["apple", "pear", "milk"])
    }

    func test_snapshot_appendingAnExistingItem_movesItAndReports() async {
        var snapshot = twoSections()
        snapshot.appendItems(["apple"], toSection: "Dairy")
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains(
            "Diffable data source detected an attempt to insert or append 1 item identifiers that already exist in the snapshot."
        ) ?? false, "\(issues)")
        XCTAssertEqual(snapshot.itemIdentifiers, ["pear", "milk", "apple"])
        XCTAssertEqual(snapshot.numberOfItems, 3)
    }

    func test_snapshot_itemsWithoutSections_reportUIKitWording() async {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendItems(["apple"])
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains(
            "appendItems(_:toSection:): There are currently no sections in the data source. Please add a section first."
        ) ?? false, "\(issues)")
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    func test_snapshot_missingSectionOrItem_isReported() async {
        var snapshot = twoSections()
        snapshot.appendItems(["egg"], toSection: "Bakery")
        snapshot.insertItems(["kiwi"], afterItem: "mango")
        snapshot.appendSections(["Fruit"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "Bakery"), [])
        let issues = expectRuntimeIssues(count: 4).map(\.description)
        XCTAssertTrue(issues[0].contains("Invalid section identifier: Bakery does not exist in the snapshot."), issues[0])
        XCTAssertTrue(issues[1].contains("Invalid item identifier: {(mango)} does not exist in the snapshot."), issues[1])
        XCTAssertTrue(
            issues[2].contains("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(Fruit)}."), issues[2]
        )
        XCTAssertTrue(issues[3].hasPrefix("itemIdentifiers(inSection:): Invalid section identifier"), issues[3])
        XCTAssertEqual(snapshot.itemIdentifiers, ["apple", "pear", "milk"])
        XCTAssertEqual(snapshot.sectionIdentifiers, ["Fruit", "Dairy"])
    }
}
