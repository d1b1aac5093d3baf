import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A cell written as iOS code writes one (overrides `init(frame:)` and `init?(coder:)`), with a label
/// and counters for creation and reuse.
final class LabelCollectionCell: UICollectionViewCell {
    static var made = 0
    let label = UILabel()
    private(set) var reuseCount = 0

    override init(frame: CGRect) {
        LabelCollectionCell.made += 1
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and flow delegate over `sections` of titles, recording delegate calls by name.
@MainActor
final class CollectionModel: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[String]]
    var calls: [String] = []
    var sizeForItem: ((IndexPath) -> CGSize)?
    var colorForItem: ((IndexPath) -> UIColor)?
    var headerIdentifier: String?
    private(set) var displayed: [IndexPath] = []
    private(set) var endedDisplaying: [IndexPath] = []

    init(items: Int, sections: Int = 1) {
        self.sections = (0..<sections).map { section in (0..<items).map { "Item \(section)-\($0)" } }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? LabelCollectionCell)?.label.text = sections[indexPath.section][indexPath.item]
        if let colorForItem { cell.contentView.backgroundColor = colorForItem(indexPath) }
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: headerIdentifier ?? "Header", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeForItem?(indexPath) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        endedDisplaying.append(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
}

/// Keeps test models alive: a collection view holds its data source and delegate weakly, as UIKit.
@MainActor var retainedCollectionModels: [CollectionModel] = []

extension HeadlessTestCase {
    /// A flow layout with `itemSize` and UIKit's default spacing (10).
    func flowLayout(itemSize: CGSize = CGSize(width: 100, height: 100)) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = itemSize
        return layout
    }

    /// A collection view at `frame` in the window (default 320 × 440 at (0, 100), clear of the safe
    /// area) with `model`'s items in `LabelCollectionCell`s registered as "Cell" (and what `register`
    /// registers), laid out.
    func makeCollection(
        _ model: CollectionModel, layout: UICollectionViewLayout? = nil, frame: CGRect = CGRect(x: 0, y: 100, width: 320, height: 440),
        registering register: (UICollectionView) -> Void = { _ in }
    ) -> UICollectionView {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout ?? flowLayout())
        place(collection, frame: frame)
        collection.register(LabelCollectionCell.self, forCellWithReuseIdentifier: "Cell")
        register(collection)
        retainedCollectionModels.append(model)
        collection.dataSource = model
        collection.delegate = model
        collection.layoutIfNeeded()
        return collection
    }

    /// The window point at the centre of the item (as laid out now).
    func windowPoint(ofItem item: Int, section: Int = 0, in collection: UICollectionView) -> CGPoint {
        let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
        return collection.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    /// The frames of the items of `section`, in order.
    func itemFrames(_ collection: UICollectionView, section: Int = 0) -> [CGRect] {
        (0..<collection.numberOfItems(inSection: section)).map {
            collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null
        }
    }
}
