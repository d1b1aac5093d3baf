import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UICollectionViewListSwipeActionsTests: HeadlessTestCase {
    private var performed: [String] = []

    private func makeSwipeList(fullSwipe: Bool = true) -> UICollectionView {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            guard indexPath.item != 5 else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { action, _, done in
                self.performed.append("\(action.title ?? "") \(indexPath.item)")
                done(true)
            }
            let swipe = UISwipeActionsConfiguration(actions: [delete])
            swipe.performsFirstActionWithFullSwipe = fullSwipe
            return swipe
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                self.performed.append("Pin \(indexPath.item)")
                done(true)
            }])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        return makeCollection(CollectionModel(items: 30), layout: layout)
    }

    private func button(_ title: String, in collection: UICollectionView) -> UIButton? {
        AccessibilityTree.elements(in: collection).compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == title }
    }

    private func swipe(item: Int, in collection: UICollectionView, by distance: CGFloat) {
        let start = windowPoint(ofItem: item, in: collection)
        let x: CGFloat = distance < 0 ? 300 : 20
        fingers.drag(from: CGPoint(x: x, y: start.y), to: CGPoint(x: x + distance, y: start.y), steps: 10)
        wait(0.4)
    }

    func test_swipingAListItemLeft_revealsItsTrailingActions_andATapRunsOneAndCloses() async {
        let collection = makeSwipeList()
        swipe(item: 2, in: collection, by: -120)
        guard let delete = button("Delete", in: collection) else { return XCTFail("no Delete button") }
        let cell = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        XCTAssertEqual(cell?.frame.minX, -delete.bounds.width, "the item stays open by the button's width")
        XCTAssertEqual(cell?.configurationState.isSwiped, true)
        XCTAssertNil(collection.indexPathsForSelectedItems, "a swipe selects nothing")
        fingers.tap(delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
        wait(0.5)
        XCTAssertEqual(performed, ["Delete 2"])
        XCTAssertEqual(cell?.frame.minX, 0, "the completion closed the item")
        XCTAssertNil(button("Delete", in: collection))
    }

    func test_swipingRight_revealsTheLeadingActions() async {
        let collection = makeSwipeList()
        swipe(item: 1, in: collection, by: 120)
        XCTAssertNotNil(button("Pin", in: collection))
        XCTAssertNil(button("Delete", in: collection))
        XCTAssertGreaterThan(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX ?? 0, 0)
    }

    func test_anItemWithoutActions_doesNotSwipe() async {
        let collection = makeSwipeList()
        swipe(item: 5, in: collection, by: -120)
        XCTAssertNil(button("Delete", in: collection))
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.minX, 0)
    }

    func test_fullSwipe_performsTheFirstAction() async {
        let collection = makeSwipeList()
        swipe(item: 3, in: collection, by: -260)
        XCTAssertEqual(performed, ["Delete 3"])
    }

    func test_tappingElsewhere_closesTheOpenItemWithoutSelecting() async {
        let collection = makeSwipeList(fullSwipe: false)
        swipe(item: 2, in: collection, by: -120)
        XCTAssertNotNil(button("Delete", in: collection))
        fingers.tap(windowPoint(ofItem: 6, in: collection))
        wait(0.5)
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX, 0)
        XCTAssertNil(collection.indexPathsForSelectedItems, "the tap only closed the swipe")
        XCTAssertTrue(performed.isEmpty)
    }

    func test_aListWithoutProviders_doesNotSwipe_andTheDragScrollsNothingSideways() async {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = makeCollection(CollectionModel(items: 30), layout: layout)
        swipe(item: 2, in: collection, by: -120)
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX, 0)
    }
}
