import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UICollectionViewReuseTests: HeadlessTestCase {
    func test_scrollingTenThousandItems_keepsCellCountBounded() async {
        LabelCollectionCell.made = 0
        let model = CollectionModel(items: 10_000)
        let collection = makeCollection(model)
        // 3 columns of 100 pt rows 110 pt apart: 440 pt show at most 5 rows (15 cells).
        XCTAssertEqual(collection.visibleCells.count, 12)
        var offset: CGFloat = 0
        let end = collection.contentSize.height - collection.bounds.height
        while offset < end {
            offset = min(end, offset + 97)
            collection.contentOffset = CGPoint(x: 0, y: offset)
            collection.layoutIfNeeded()
            XCTAssertLessThanOrEqual(collection.visibleCells.count, 15)
        }
        XCTAssertLessThanOrEqual(LabelCollectionCell.made, 18, "cells are reused, not made per item")
        XCTAssertLessThanOrEqual(collection.subviews.count, 20)
        XCTAssertEqual(collection.indexPathsForVisibleItems.last, IndexPath(item: 9_999, section: 0))
        for cell in collection.visibleCells {
            let path = collection.indexPath(for: cell)!
            XCTAssertEqual((cell as? LabelCollectionCell)?.label.text, "Item 0-\(path.item)")
            XCTAssertEqual(cell.frame, collection.layoutAttributesForItem(at: path)?.frame)
        }
    }

    func test_contentSize_comesFromTheLayout() async {
        let collection = makeCollection(CollectionModel(items: 10_000))
        // 3,334 rows of 100 pt with 10 pt between them.
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 3_334 * 100 + 3_333 * 10))
    }

    func test_prepareForReuse_calledWhenDequeuedAgain() async {
        let collection = makeCollection(CollectionModel(items: 1_000))
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCollectionCell
        XCTAssertEqual(first?.reuseCount, 0)
        collection.contentOffset = CGPoint(x: 0, y: 110)
        collection.layoutIfNeeded()
        XCTAssertNil(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertTrue(collection.visibleCells.contains { $0 === first }, "the cell that left at the top came back at the bottom")
        XCTAssertEqual(first?.reuseCount, 1)
        XCTAssertEqual(first?.label.text, "Item 0-\(collection.indexPath(for: first!)!.item)")
        XCTAssertGreaterThanOrEqual(collection.indexPath(for: first!)!.item, 12)
    }

    func test_scrolledAwayCells_endDisplaying() async {
        let model = CollectionModel(items: 100)
        let collection = makeCollection(model)
        XCTAssertEqual(model.displayed.count, 12)
        collection.contentOffset = CGPoint(x: 0, y: 220)
        collection.layoutIfNeeded()
        XCTAssertEqual(Set(model.endedDisplaying), Set((0..<6).map { IndexPath(item: $0, section: 0) }))
    }

    func test_dequeueUnregistered_reportsIssueAndReturnsCell() async {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: flowLayout())
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "Typo", for: IndexPath(item: 0, section: 0))
        XCTAssertEqual(cell.reuseIdentifier, "Typo")
        let issues = expectRuntimeIssues(count: 1)
        let message = issues.first?.description ?? ""
        XCTAssertTrue(message.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier \"Typo\""), message)
        XCTAssertTrue(message.contains("register(MyCell.self, forCellWithReuseIdentifier: \"Typo\")"), message)
    }

    func test_registeringANonCellClass_isReported() async {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: flowLayout())
        collection.register(UILabel.self, forCellWithReuseIdentifier: "Label")
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("not a UICollectionViewCell subclass") ?? false, "\(issues)")
    }

    func test_cellRegistration_configuresDequeuedCells() async {
        let registration = UICollectionView.CellRegistration<LabelCollectionCell, String> { cell, indexPath, title in
            cell.label.text = "\(indexPath.item): \(title)"
        }
        let source = RegistrationSource(registration: registration, titles: ["a", "b", "c"])
        let collection = UICollectionView(frame: .zero, collectionViewLayout: flowLayout())
        place(collection, frame: CGRect(x: 0, y: 100, width: 320, height: 440))
        collection.dataSource = source
        collection.layoutIfNeeded()
        let labels = collection.visibleCells.compactMap { ($0 as? LabelCollectionCell)?.label.text }
        XCTAssertEqual(labels, ["0: a", "1: b", "2: c"])
        withExtendedLifetime(source) {}
    }
}

/// A data source that dequeues through a cell registration.
@MainActor
private final class RegistrationSource: UICollectionViewDataSource {
    let registration: UICollectionView.CellRegistration<LabelCollectionCell, String>
    let titles: [String]

    init(registration: UICollectionView.CellRegistration<LabelCollectionCell, String>, titles: [String]) {
        self.registration = registration
        self.titles = titles
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: titles[indexPath.item])
    }
}
