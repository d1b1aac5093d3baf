import Foundation
import HeadlessUI

/// Collection-view figures: scrolling by one screen re-tiles the cells (out to the reuse pool, in
/// from the data source); `reloadData` plus a layout pass re-reads the counts, re-prepares the layout
/// (every item's frame) and re-tiles. Scrolling must follow the cells on screen, not the items, so
/// both are taken at 1,000 and 10,000 items, for a flow-layout grid, a compositional grid, and a
/// self-sizing compositional list (estimated heights measured as cells appear).
@MainActor
enum CollectionBenchmarks {
    static let suite = BenchmarkSuite(
        name: "collections",
        summary: "UICollectionView scroll by one screen and reloadData + layout, flow and compositional, 1,000 and 10,000 items"
    ) { runs in
        var results: [BenchmarkResult] = []
        for kind in LayoutKind.allCases {
            for items in [1_000, 10_000] {
                results.append(Measure.result(
                    suite: "collections", name: "\(kind.rawValue): scroll one screen", size: items,
                    samples: measure(kind, items: items, runs: runs, reloading: false)
                ))
            }
            for items in [1_000, 10_000] {
                results.append(Measure.result(
                    suite: "collections", name: "\(kind.rawValue): reloadData + layout", size: items,
                    samples: measure(kind, items: items, runs: runs, reloading: true)
                ))
            }
        }
        return results
    }

    enum LayoutKind: String, CaseIterable {
        case flowGrid = "flow grid 3 columns"
        case compositionalGrid = "compositional grid 3 columns"
        case selfSizingList = "compositional list, estimated heights"

        @MainActor
        func makeLayout() -> UICollectionViewLayout {
            switch self {
            case .flowGrid:
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 120, height: 120)
                return layout
            case .compositionalGrid:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)
                ))
                let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            case .selfSizingList:
                return UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            }
        }
    }

    /// A full-screen collection view of `items`; each iteration either moves the offset one screen
    /// further (back to the top at the end) and runs the layout pass, or reloads and lays out.
    static func measure(_ kind: LayoutKind, items: Int, runs: Int, reloading: Bool) -> [Double] {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: kind.makeLayout())
        collection.contentInsetAdjustmentBehavior = .never
        let source = BenchmarkCollectionSource(items: items, listCells: kind == .selfSizingList)
        collection.dataSource = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        let screen = collection.bounds.height
        let samples = Measure.microseconds(runs: runs, iterations: reloading ? 10 : 50) {
            if reloading {
                collection.reloadData()
            } else {
                let last = collection.contentSize.height - screen
                let next = collection.contentOffset.y + screen
                collection.contentOffset = CGPoint(x: 0, y: next > last ? 0 : next)
            }
            collection.layoutIfNeeded()
        }
        precondition(
            collection.visibleCells.count <= 3 * (Int(screen / 44) + 2), "benchmark collection holds more cells than fit on screen"
        )
        withExtendedLifetime(source) {}
        app.terminate()
        return samples
    }
}

/// Items titled by their number, in plain cells with a label (grids) or list cells (the list).
@MainActor
private final class BenchmarkCollectionSource: UICollectionViewDataSource {
    let items: Int
    let listRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(item)"
        cell.contentConfiguration = content
    }
    let gridRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
        let label = cell.contentView.subviews.first as? UILabel ?? UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 20))
        if label.superview == nil { cell.contentView.addSubview(label) }
        label.text = "Item \(item)"
    }
    let listCells: Bool

    init(items: Int, listCells: Bool) {
        self.items = items
        self.listCells = listCells
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        listCells
            ? collectionView.dequeueConfiguredReusableCell(using: listRegistration, for: indexPath, item: indexPath.item)
            : collectionView.dequeueConfiguredReusableCell(using: gridRegistration, for: indexPath, item: indexPath.item)
    }
}
