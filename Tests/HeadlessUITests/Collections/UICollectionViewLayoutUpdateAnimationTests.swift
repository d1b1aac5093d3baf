import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A flow layout written as iOS code writes one: inserted items grow from a point at the top right,
/// deleted items shrink where they were, and the update items are recorded.
final class GrowingFlowLayout: UICollectionViewFlowLayout {
    var addedItem: IndexPath?
    var deletedItems: [IndexPath] = []
    var events: [String] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        events += updateItems.map { item in
            "\(item.updateAction) \(item.indexPathBeforeUpdate.map { "\($0)" } ?? "-") \(item.indexPathAfterUpdate.map { "\($0)" } ?? "-")"
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        events.append("finalize")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath), itemIndexPath == addedItem else {
            return nil
        }
        events.append("initial \(itemIndexPath.item) alpha \(attributes.alpha)")
        attributes.center = CGPoint(x: 300, y: 0)
        attributes.alpha = 1
        attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath),
              deletedItems.contains(itemIndexPath) else {
            return nil
        }
        events.append("final \(itemIndexPath.item) at \(attributes.frame.origin.x),\(attributes.frame.origin.y)")
        attributes.alpha = 1
        attributes.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        return attributes
    }
}

@MainActor
final class UICollectionViewLayoutUpdateAnimationTests: HeadlessTestCase {
    private func makeGrowingCollection() -> (UICollectionView, CollectionModel, GrowingFlowLayout) {
        let model = CollectionModel(items: 4)
        let layout = GrowingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return (makeCollection(model, layout: layout), model, layout)
    }

    func test_insertedItem_startsFromTheLayoutsInitialAttributesAndSettlesInPlace() async {
        let (collection, model, layout) = makeGrowingCollection()
        model.sections[0].insert("New", at: 1)
        layout.addedItem = IndexPath(item: 1, section: 0)
        collection.performBatchUpdates({ collection.insertItems(at: [IndexPath(item: 1, section: 0)]) })
        XCTAssertEqual(layout.events, ["insert - [0, 1]", "initial 1 alpha 0.0", "finalize"], "the default fades in (alpha 0)")
        guard let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0)) else { return XCTFail("no inserted cell") }
        await app.runLoop.runFrames(1)
        let start = cell.layer.presentation()
        XCTAssertEqual(start?.position.x ?? 0, 300, accuracy: 15, "starts at the initial attributes' centre")
        XCTAssertEqual(start?.position.y ?? 0, 0, accuracy: 15)
        XCTAssertLessThan(start?.affineTransform().a ?? 1, 0.6, "starts scaled down")
        wait(0.5)
        XCTAssertEqual(cell.frame, CGRect(x: 110, y: 0, width: 100, height: 100), "settles where the layout puts it")
        XCTAssertEqual(cell.transform, .identity)
        XCTAssertEqual(cell.alpha, 1)
    }

    func test_deletedItem_endsAtTheLayoutsFinalAttributes_thenIsRetiredClean() async {
        let (collection, model, layout) = makeGrowingCollection()
        let doomed = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        model.sections[0].remove(at: 2)
        layout.deletedItems = [IndexPath(item: 2, section: 0)]
        collection.performBatchUpdates({ collection.deleteItems(at: [IndexPath(item: 2, section: 0)]) })
        XCTAssertEqual(layout.events, ["delete [0, 2] -", "final 2 at 220.0,0.0", "finalize"], "the old frame, before the update")
        await app.runLoop.runFrames(9)
        XCTAssertLessThan(doomed?.layer.presentation()?.affineTransform().a ?? 1, 0.9, "shrinking")
        XCTAssertEqual(doomed?.layer.presentation()?.opacity ?? 0, 1, accuracy: 0.01, "stays opaque: the final alpha is 1")
        wait(0.5)
        XCTAssertNil(doomed?.superview)
        XCTAssertEqual(doomed?.transform, .identity, "a reused cell starts untransformed")
    }

    func test_baseLayout_givesNoAttributesOutsideAnUpdate() async {
        let layout = UICollectionViewFlowLayout()
        XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0)))
    }

    func test_layoutAttributesTransform_isAppliedToTheCell() async {
        final class TiltedLayout: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                super.layoutAttributesForElements(in: rect)?.map { original in
                    let attributes = original.copy() as! UICollectionViewLayoutAttributes
                    attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                    return attributes
                }
            }
        }
        let layout = TiltedLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = makeCollection(CollectionModel(items: 3), layout: layout)
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(cell?.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(cell?.bounds.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(cell?.center, CGPoint(x: 50, y: 50))
    }
}
