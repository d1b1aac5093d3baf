import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UICollectionViewSelectionTests: HeadlessTestCase {
    func test_tap_selectsInUIKitOrder() async {
        let model = CollectionModel(items: 100)
        let collection = makeCollection(model)
        fingers.tap(windowPoint(ofItem: 4, in: collection))
        await app.runLoop.runFrames(2)
        XCTAssertEqual(model.calls, ["shouldHighlight 4", "didHighlight 4", "didUnhighlight 4", "shouldSelect 4", "didSelect 4"])
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected, true)
    }

    func test_heldFinger_highlightsAfterTheContentTouchDelay() async {
        let collection = makeCollection(CollectionModel(items: 100))
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        fingers.down(windowPoint(ofItem: 1, in: collection))
        wait(0.1)
        XCTAssertEqual(cell?.isHighlighted, false, "the scroll view holds the touch for 0.15 s")
        wait(0.1)
        XCTAssertEqual(cell?.isHighlighted, true)
        XCTAssertNil(collection.indexPathsForSelectedItems, "selection waits for the lift")
        fingers.up(windowPoint(ofItem: 1, in: collection))
        await app.runLoop.runFrames(1)
        XCTAssertEqual(cell?.isHighlighted, false)
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
    }

    func test_dragThatScrolls_selectsNothing() async {
        let model = CollectionModel(items: 100)
        let collection = makeCollection(model)
        fingers.drag(from: windowPoint(ofItem: 10, in: collection), to: CGPoint(x: 160, y: 150), steps: 10)
        await app.runLoop.runFrames(120)
        XCTAssertGreaterThan(collection.contentOffset.y, 0)
        XCTAssertNil(collection.indexPathsForSelectedItems)
        XCTAssertFalse(model.calls.contains { $0.hasPrefix("didSelect") }, "\(model.calls)")
    }

    func test_tappingAnotherItem_deselectsThePreviousOne() async {
        let model = CollectionModel(items: 100)
        let collection = makeCollection(model)
        fingers.tap(windowPoint(ofItem: 0, in: collection))
        await app.runLoop.runFrames(2)
        model.calls.removeAll()
        fingers.tap(windowPoint(ofItem: 5, in: collection))
        await app.runLoop.runFrames(2)
        XCTAssertEqual(model.calls.suffix(3), ["shouldSelect 5", "didDeselect 0", "didSelect 5"])
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 5, section: 0)])
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected, false)
    }

    func test_multipleSelection_tapTogglesItems() async {
        let collection = makeCollection(CollectionModel(items: 100))
        collection.allowsMultipleSelection = true
        for item in [1, 2, 1] {
            fingers.tap(windowPoint(ofItem: item, in: collection))
            await app.runLoop.runFrames(2)
        }
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
    }

    func test_selectItemInCode_tellsNoDelegateAndSurvivesReuse() async {
        let model = CollectionModel(items: 1_000)
        let collection = makeCollection(model)
        collection.selectItem(at: IndexPath(item: 600, section: 0), animated: false, scrollPosition: .centeredVertically)
        collection.layoutIfNeeded()
        XCTAssertTrue(model.calls.isEmpty, "\(model.calls)")
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 600, section: 0))?.isSelected, true)
        XCTAssertEqual(collection.visibleCells.filter(\.isSelected).count, 1, "reused cells are not left selected")
        collection.deselectItem(at: IndexPath(item: 600, section: 0), animated: false)
        XCTAssertNil(collection.indexPathsForSelectedItems)
    }

    func test_allowsSelectionOff_tapSelectsNothing() async {
        let collection = makeCollection(CollectionModel(items: 10))
        collection.allowsSelection = false
        fingers.tap(windowPoint(ofItem: 0, in: collection))
        await app.runLoop.runFrames(2)
        XCTAssertNil(collection.indexPathsForSelectedItems)
    }
}
