import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UICollectionViewScrollToItemTests: HeadlessTestCase {
    func test_scrollToItem_top_putsTheItemAtTheTop() async {
        let collection = makeCollection(CollectionModel(items: 300))
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        XCTAssertEqual(collection.contentOffset.y, 1_100)
        XCTAssertNotNil(collection.cellForItem(at: IndexPath(item: 30, section: 0)))
        XCTAssertNil(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    }

    func test_scrollToItem_centeredVertically_andBottom() async {
        let collection = makeCollection(CollectionModel(items: 300))
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        XCTAssertEqual(collection.contentOffset.y, 1_100 + 50 - 220)
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(collection.contentOffset.y, 1_200 - 440)
    }

    func test_scrollToItem_animated_takesTimeOnTheRuntimeClock() async {
        let collection = makeCollection(CollectionModel(items: 300))
        collection.scrollToItem(at: IndexPath(item: 60, section: 0), at: .top, animated: true)
        XCTAssertEqual(collection.contentOffset.y, 0)
        wait(1)
        XCTAssertEqual(collection.contentOffset.y, 2_200)
        XCTAssertNotNil(collection.cellForItem(at: IndexPath(item: 60, section: 0)))
    }

    func test_scrollToItem_clampsAtTheEnd() async {
        let collection = makeCollection(CollectionModel(items: 30))
        collection.scrollToItem(at: IndexPath(item: 29, section: 0), at: .top, animated: false)
        XCTAssertEqual(collection.contentOffset.y, collection.contentSize.height - 440)
    }

    func test_scrollToMissingItem_isReported() async {
        let collection = makeCollection(CollectionModel(items: 3))
        collection.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("names no item") ?? false, "\(issues)")
        XCTAssertEqual(collection.contentOffset, .zero)
    }

    func test_twoVerticalPositions_areReported() async {
        let collection = makeCollection(CollectionModel(items: 300))
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: [.top, .bottom], animated: false)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("several vertical positions") ?? false, "\(issues)")
        XCTAssertEqual(collection.contentOffset, .zero)
    }

    func test_indexPathForItemAtPoint_findsTheItemUnderThePoint() async {
        let collection = makeCollection(CollectionModel(items: 30))
        XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 150, y: 150)), IndexPath(item: 4, section: 0))
        XCTAssertNil(collection.indexPathForItem(at: CGPoint(x: 150, y: 105)), "between rows")
    }
}
