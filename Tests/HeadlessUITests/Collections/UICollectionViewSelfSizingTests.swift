import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A cell whose content has a size only through constraints: a box pinned to the content view's
/// edges with a width and a height constraint (set per item). The bottom and trailing pins are at
/// 999, as iOS self-sizing cells do, so the estimated size the cell starts with does not conflict.
final class ConstrainedCell: UICollectionViewCell {
    let box = UIView()
    private var widthConstraint: NSLayoutConstraint!
    private var heightConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        widthConstraint = box.widthAnchor.constraint(equalToConstant: 50)
        heightConstraint = box.heightAnchor.constraint(equalToConstant: 50)
        let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4)
        let trailing = box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor)
        bottom.priority = UILayoutPriority(999)
        trailing.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bottom, trailing, widthConstraint, heightConstraint,
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func setBox(width: CGFloat?, height: CGFloat) {
        widthConstraint.isActive = width != nil
        if let width { widthConstraint.constant = width }
        heightConstraint.constant = height
    }
}

/// Items whose cells are sized by their constraints.
@MainActor
final class SelfSizingModel: UICollectionViewDataSource {
    let heights: [CGFloat]
    let widths: [CGFloat]?

    init(heights: [CGFloat], widths: [CGFloat]? = nil) {
        self.heights = heights
        self.widths = widths
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Sized", for: indexPath)
        (cell as? ConstrainedCell)?.setBox(width: widths?[indexPath.item], height: heights[indexPath.item])
        return cell
    }
}

@MainActor
final class UICollectionViewSelfSizingTests: HeadlessTestCase {
    private var models: [SelfSizingModel] = []

    private func makeSelfSizing(_ model: SelfSizingModel, layout: UICollectionViewLayout) -> UICollectionView {
        models.append(model)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        place(collection, frame: CGRect(x: 0, y: 100, width: 320, height: 440))
        collection.register(ConstrainedCell.self, forCellWithReuseIdentifier: "Sized")
        collection.dataSource = model
        collection.layoutIfNeeded()
        return collection
    }

    func test_flowLayoutAutomaticSize_sizesItemsFromTheirConstraints() async {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let model = SelfSizingModel(heights: [30, 60, 20, 40], widths: [100, 120, 80, 300])
        let collection = makeSelfSizing(model, layout: layout)
        let frames = itemFrames(collection)
        XCTAssertEqual(frames.map(\.size), [
            CGSize(width: 100, height: 38), CGSize(width: 120, height: 68), CGSize(width: 80, height: 28), CGSize(width: 300, height: 48),
        ])
        XCTAssertEqual(frames[1].minY, 0, "the tallest item of the row sets the row")
        XCTAssertEqual(frames[0].minY, 15, "shorter items are centred in the row")
        XCTAssertEqual(frames[3].minY, 78, "the next row starts below the measured row")
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, frames[3])
        XCTAssertEqual(collection.contentSize.height, 78 + 48)
    }

    func test_compositionalEstimatedHeight_measuresEachRow() async {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collection = makeSelfSizing(SelfSizingModel(heights: [20, 80, 36]), layout: layout)
        XCTAssertEqual(itemFrames(collection), [
            CGRect(x: 0, y: 0, width: 320, height: 28), CGRect(x: 0, y: 28, width: 320, height: 88),
            CGRect(x: 0, y: 116, width: 320, height: 44),
        ])
        XCTAssertEqual(collection.contentSize.height, 160)
    }

    func test_selfSizingWhileScrolling_keepsTheContentSizeInStep() async {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collection = makeSelfSizing(SelfSizingModel(heights: Array(repeating: 92, count: 200)), layout: layout)
        XCTAssertEqual(collection.visibleCells.count, 5, "440 pt of 100 pt rows")
        collection.contentOffset = CGPoint(x: 0, y: 1_000)
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.indexPathsForVisibleItems.first, IndexPath(item: 10, section: 0))
        for cell in collection.visibleCells { XCTAssertEqual(cell.frame.height, 100) }
    }

    func test_listLayout_sizesListCellsFromTheirContentConfiguration() async {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let source = ListSource(registration: registration, titles: ["One", "Two\nlines"])
        models.removeAll()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        place(collection, frame: CGRect(x: 0, y: 100, width: 320, height: 440))
        collection.dataSource = source
        collection.layoutIfNeeded()
        let frames = itemFrames(collection)
        XCTAssertEqual(frames[0], CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertGreaterThan(frames[1].height, 44, "two lines need more than the estimate")
        XCTAssertEqual(frames[1].minY, 44)
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityLabel, "Two\nlines")
        withExtendedLifetime(source) {}
    }
}

@MainActor
private final class ListSource: UICollectionViewDataSource {
    let registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>
    let titles: [String]

    init(registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>, titles: [String]) {
        self.registration = registration
        self.titles = titles
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: titles[indexPath.item])
    }
}
