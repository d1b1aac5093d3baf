import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A controller written as iOS code writes one: it overrides the data source and delegate methods.
final class NumbersController: UICollectionViewController {
    var selected: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(LabelCollectionCell.self, forCellWithReuseIdentifier: "Number")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 500 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Number", for: indexPath)
        (cell as? LabelCollectionCell)?.label.text = "\(indexPath.item)"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
}

@MainActor
final class UICollectionViewControllerTests: HeadlessTestCase {
    func test_controller_servesItsCollectionViewAndHearsTaps() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = NumbersController(collectionViewLayout: layout)
        window.rootViewController = controller
        await app.runLoop.runFrames(2)
        XCTAssertTrue(controller.collectionView.dataSource === controller)
        XCTAssertTrue(controller.collectionViewLayout === layout)
        let cell = controller.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        XCTAssertEqual((cell as? LabelCollectionCell)?.label.text, "4")
        fingers.tap(cell!.convert(CGPoint(x: 50, y: 50), to: nil))
        await app.runLoop.runFrames(2)
        XCTAssertEqual(controller.selected, [4])
    }
}
