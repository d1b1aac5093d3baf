import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UICollectionViewFlowLayoutTests: HeadlessTestCase {
    private func frames(width: CGFloat = 330, sizes: [CGSize], configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> [CGRect] {
        let model = CollectionModel(items: sizes.count)
        model.sizeForItem = { sizes[$0.item] }
        let layout = flowLayout()
        configure(layout)
        let collection = makeCollection(model, layout: layout, frame: CGRect(x: 0, y: 100, width: width, height: 440))
        return itemFrames(collection)
    }

    func test_fullRows_spreadLeftoverSpaceBetweenItems() async {
        // 330 pt hold three 100 pt items with 10 pt spacing; the 10 pt left over widens both gaps by 5.
        let result = frames(sizes: Array(repeating: CGSize(width: 100, height: 50), count: 6))
        XCTAssertEqual(result, [
            CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 115, y: 0, width: 100, height: 50),
            CGRect(x: 230, y: 0, width: 100, height: 50), CGRect(x: 0, y: 60, width: 100, height: 50),
            CGRect(x: 115, y: 60, width: 100, height: 50), CGRect(x: 230, y: 60, width: 100, height: 50),
        ])
    }

    func test_lastRowOfAGrid_keepsTheColumns() async {
        let result = frames(sizes: Array(repeating: CGSize(width: 100, height: 50), count: 5))
        XCTAssertEqual(result[3], CGRect(x: 0, y: 60, width: 100, height: 50))
        XCTAssertEqual(result[4], CGRect(x: 115, y: 60, width: 100, height: 50))
    }

    func test_lastRowOfMixedSizes_isLeftAlignedWithMinimumSpacing() async {
        let sizes = [150, 150, 60, 70].map { CGSize(width: $0, height: 40) }
        let result = frames(sizes: sizes)
        XCTAssertEqual(result[0], CGRect(x: 0, y: 0, width: 150, height: 40))
        XCTAssertEqual(result[1], CGRect(x: 180, y: 0, width: 150, height: 40), "two items: leftover 30 goes between them")
        XCTAssertEqual(result[2], CGRect(x: 0, y: 50, width: 60, height: 40))
        XCTAssertEqual(result[3], CGRect(x: 70, y: 50, width: 70, height: 40))
    }

    func test_itemAloneOnALineThatIsNotLast_isCentred() async {
        let sizes = [CGSize(width: 200, height: 40), CGSize(width: 200, height: 40), CGSize(width: 50, height: 40)]
        let result = frames(sizes: sizes)
        XCTAssertEqual(result[0], CGRect(x: 65, y: 0, width: 200, height: 40))
        XCTAssertEqual(result[1], CGRect(x: 0, y: 50, width: 200, height: 40))
        XCTAssertEqual(result[2], CGRect(x: 210, y: 50, width: 50, height: 40))
    }

    func test_itemsOfDifferentHeights_areCentredInTheirRow() async {
        let sizes = [40, 80, 20, 10].map { CGSize(width: 100, height: $0) }
        let result = frames(sizes: sizes)
        XCTAssertEqual(result[0], CGRect(x: 0, y: 20, width: 100, height: 40))
        XCTAssertEqual(result[1], CGRect(x: 115, y: 0, width: 100, height: 80))
        XCTAssertEqual(result[2], CGRect(x: 230, y: 30, width: 100, height: 20))
        XCTAssertEqual(result[3], CGRect(x: 0, y: 90, width: 100, height: 10), "the next row starts below the tallest item and the spacing")
    }

    func test_sectionInsetsHeadersAndFooters_frameEachSection() async {
        let model = CollectionModel(items: 2, sections: 2)
        let layout = flowLayout(itemSize: CGSize(width: 100, height: 50))
        layout.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 12)
        let collection = makeCollection(model, layout: layout) { collection in
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
            }
        }
        let header1 = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)
        )
        // Section 0: header 0–30, inset 5, row 35–85, inset 15, footer 100–112; section 1 starts at 112.
        XCTAssertEqual(itemFrames(collection), [
            CGRect(x: 20, y: 35, width: 100, height: 50), CGRect(x: 130, y: 35, width: 100, height: 50),
        ])
        XCTAssertEqual(header1?.frame, CGRect(x: 0, y: 112, width: 320, height: 30))
        XCTAssertEqual(itemFrames(collection, section: 1)[0], CGRect(x: 20, y: 147, width: 100, height: 50))
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 224))
        XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 2)
        XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).first?.frame,
                       CGRect(x: 0, y: 100, width: 320, height: 12))
    }

    func test_horizontalScrolling_fillsColumnsTopToBottom() async {
        let model = CollectionModel(items: 7)
        let layout = flowLayout(itemSize: CGSize(width: 80, height: 100))
        layout.scrollDirection = .horizontal
        // 330 pt tall: three items of 100 pt per column with 15 pt between them.
        let collection = makeCollection(model, layout: layout, frame: CGRect(x: 0, y: 100, width: 320, height: 330))
        let result = itemFrames(collection)
        XCTAssertEqual(result[0], CGRect(x: 0, y: 0, width: 80, height: 100))
        XCTAssertEqual(result[1], CGRect(x: 0, y: 115, width: 80, height: 100))
        XCTAssertEqual(result[2], CGRect(x: 0, y: 230, width: 80, height: 100))
        XCTAssertEqual(result[3], CGRect(x: 90, y: 0, width: 80, height: 100))
        XCTAssertEqual(result[6], CGRect(x: 180, y: 0, width: 80, height: 100))
        XCTAssertEqual(collection.contentSize, CGSize(width: 260, height: 330))
    }

    func test_changingAProperty_relaysOut() async {
        let layout = flowLayout(itemSize: CGSize(width: 100, height: 50))
        let collection = makeCollection(CollectionModel(items: 4), layout: layout)
        layout.minimumLineSpacing = 30
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, CGRect(x: 0, y: 80, width: 100, height: 50))
    }
}
