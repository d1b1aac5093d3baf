import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UICollectionViewUpdateTests: HeadlessTestCase {
    private func labels(_ collection: UICollectionView) -> [String] {
        collection.visibleCells.compactMap { ($0 as? LabelCollectionCell)?.label.text }
    }

    func test_insertItems_keepsCellsAndShiftsFollowingItems() async {
        let model = CollectionModel(items: 5)
        let collection = makeCollection(model)
        let third = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        model.sections[0].insert("New", at: 1)
        collection.performBatchUpdates({ collection.insertItems(at: [IndexPath(item: 1, section: 0)]) })
        wait(0.5)
        XCTAssertEqual(labels(collection), ["Item 0-0", "New", "Item 0-1", "Item 0-2", "Item 0-3", "Item 0-4"])
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === third, "the cell moved with its item")
        XCTAssertEqual(third?.frame, CGRect(x: 0, y: 110, width: 100, height: 100))
    }

    func test_deleteAndMoveItems_inOneBatch() async {
        let model = CollectionModel(items: 5)
        let collection = makeCollection(model)
        let last = collection.cellForItem(at: IndexPath(item: 4, section: 0))
        model.sections[0] = ["Item 0-4", "Item 0-1", "Item 0-2", "Item 0-3"]
        var completed: Bool?
        collection.performBatchUpdates({
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.moveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))
        }, completion: { completed = $0 })
        wait(0.5)
        XCTAssertEqual(completed, true)
        XCTAssertEqual(labels(collection), ["Item 0-4", "Item 0-1", "Item 0-2", "Item 0-3"])
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === last)
        XCTAssertEqual(last?.frame.origin, .zero)
    }

    func test_invalidItemCount_isReportedInUIKitWordsAndReloads() async {
        let model = CollectionModel(items: 3)
        let collection = makeCollection(model)
        model.sections[0].append("Extra")
        var completed: Bool?
        collection.performBatchUpdates({}, completion: { completed = $0 })
        await app.runLoop.runFrames(2)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains(
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update "
                + "(4) must be equal to the number of items contained in that section before the update (3), plus or minus the number of "
                + "items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or "
                + "out of that section (0 moved in, 0 moved out)."
        ) ?? false, "\(issues)")
        XCTAssertEqual(completed, false)
        XCTAssertEqual(collection.visibleCells.count, 4, "the collection view reloaded")
    }

    func test_invalidSectionCount_isReportedInUIKitWords() async {
        let model = CollectionModel(items: 3)
        let collection = makeCollection(model)
        model.sections.append(["More"])
        collection.insertItems(at: [])
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains(
            "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) "
                + "must be equal to the number of sections contained in the collection view before the update (1), plus or minus the "
                + "number of sections inserted or deleted (0 inserted, 0 deleted)."
        ) ?? false, "\(issues)")
    }

    func test_insertingBeyondTheNewCount_isReported() async {
        let model = CollectionModel(items: 3)
        let collection = makeCollection(model)
        model.sections[0].append("New")
        collection.insertItems(at: [IndexPath(item: 7, section: 0)])
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains(
            "attempt to insert item 7 into section 0, but there are only 4 items in section 0 after the update"
        ) ?? false, "\(issues)")
    }

    func test_insertAndDeleteSections() async {
        let model = CollectionModel(items: 2, sections: 2)
        let collection = makeCollection(model)
        model.sections.insert(["Fresh"], at: 0)
        model.sections.remove(at: 2)
        collection.performBatchUpdates({
            collection.insertSections(IndexSet(integer: 0))
            collection.deleteSections(IndexSet(integer: 1))
        })
        wait(0.5)
        XCTAssertEqual(collection.numberOfSections, 2)
        XCTAssertEqual(labels(collection), ["Fresh", "Item 0-0", "Item 0-1"])
    }

    func test_reloadData_asksTheDataSourceAgain() async {
        let model = CollectionModel(items: 3)
        let collection = makeCollection(model)
        model.sections[0] = ["x", "y"]
        collection.reloadData()
        XCTAssertEqual(labels(collection), ["x", "y"])
    }
}
