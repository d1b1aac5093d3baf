import Hammer
import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Collection view cells in the accessibility snapshot: one `cell` element per visible item, as
/// table rows, and only the items on screen.
@MainActor
final class CollectionViewSnapshotTests: HeadlessTestCase {
    private final class Source: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1_000 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            let label = cell.contentView.subviews.first as? UILabel ?? UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            if label.superview == nil { cell.contentView.addSubview(label) }
            label.text = "Photo \(indexPath.item)"
            return cell
        }
    }

    func test_snapshot_collectionCellsAreCellElementsForVisibleItemsOnly() async {
        let source = Source()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = place(
            UICollectionView(frame: .zero, collectionViewLayout: layout), frame: CGRect(x: 0, y: 100, width: 320, height: 440)
        )
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        collection.layoutIfNeeded()
        var cells = AccessibilitySnapshot.take().elements.filter { $0.kind == .cell }
        XCTAssertEqual(cells.count, 12)
        XCTAssertEqual(cells.first?.label, "Photo 0")
        XCTAssertFalse(cells.contains { $0.label == "Photo 40" })
        collection.contentOffset = CGPoint(x: 0, y: 1_100)
        collection.layoutIfNeeded()
        cells = AccessibilitySnapshot.take().elements.filter { $0.kind == .cell }
        XCTAssertEqual(cells.first?.label, "Photo 30")
        XCTAssertTrue(cells.contains { $0.label == "Photo 40" })
        withExtendedLifetime(source) {}
    }
}
