import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UICollectionViewRenderingTests: HeadlessTestCase {
    private let colors: [UIColor] = [.red, .green, .blue]

    func test_cellsDrawWhereTheLayoutPutsThem_beforeAndAfterScrolling() async {
        let model = CollectionModel(items: 60)
        model.colorForItem = { [colors] in colors[$0.item % 3] }
        let layout = flowLayout(itemSize: CGSize(width: 80, height: 80))
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 20
        let collection = makeCollection(model, layout: layout, frame: CGRect(x: 0, y: 100, width: 240, height: 200))
        collection.backgroundColor = .white
        func check(_ label: String) {
            let image = collection.snapshotImage(scale: 1)
            for cell in collection.visibleCells {
                let item = collection.indexPath(for: cell)!.item
                let frame = cell.frame.offsetBy(dx: -collection.contentOffset.x, dy: -collection.contentOffset.y)
                guard frame.minY >= 0, frame.maxY <= 200 else { continue }
                let expected: (Int, Int, Int) = [(255, 0, 0), (0, 255, 0), (0, 0, 255)][item % 3]
                let pixel = image.pixel(x: Int(frame.midX), y: Int(frame.midY))
                assertPixel(pixel, expected.0, expected.1, expected.2, 255, "\(label) item \(item)")
            }
            // The 20 pt gap between rows shows the collection view's background.
            let gapY = ((90 - Int(collection.contentOffset.y)) % 100 + 100) % 100
            assertPixel(image.pixel(x: 40, y: gapY), 255, 255, 255, 255, "\(label) gap at \(gapY)")
        }
        check("at rest")
        collection.contentOffset = CGPoint(x: 0, y: 500)
        collection.layoutIfNeeded()
        check("after scrolling")
        // Item 15 (row 5, first column) is at content y 500: the top-left of the view is red (15 % 3 == 0).
        assertPixel(collection.snapshotImage(scale: 1).pixel(x: 5, y: 5), 255, 0, 0, 255)
    }
}
