import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class DiffableAsyncApplyTests: HeadlessTestCase {
    private func makeTable() -> (UITableView, UITableViewDiffableDataSource<Int, String>) {
        let table = place(UITableView(frame: .zero, style: .plain), frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        return (table, dataSource)
    }

    private func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<Int, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    func test_awaitedApplyWithoutAnimation_returnsWithTheRowsInPlace_withoutAnyoneRunningTheLoop() async {
        let (table, dataSource) = makeTable()
        await dataSource.apply(snapshot(["Apples", "Pears"]), animatingDifferences: false)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        await dataSource.applySnapshotUsingReloadData(snapshot(["Plums"]))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
    }

    func test_awaitedAnimatedApply_returnsAfterTheAnimation_whenTheLoopRuns() async {
        let (table, dataSource) = makeTable()
        await dataSource.apply(snapshot(["Apples"]), animatingDifferences: false)
        var finished = false
        Task { @MainActor in
            await dataSource.apply(self.snapshot(["Apples", "Pears"]), animatingDifferences: true)
            finished = true
        }
        for _ in 0..<100 where table.numberOfRows(inSection: 0) < 2 { await Task.yield() }
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertFalse(finished, "still animating")
        wait(1)
        for _ in 0..<1_000 where !finished { await Task.yield() }
        XCTAssertTrue(finished)
    }

    func test_collectionView_awaitedApplyWithoutAnimation_returns() async {
        let layout = UICollectionViewFlowLayout()
        let collection = place(
            UICollectionView(frame: .zero, collectionViewLayout: layout), frame: CGRect(x: 0, y: 0, width: 390, height: 600)
        )
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        await dataSource.apply(snapshot(["A", "B", "C"]), animatingDifferences: false)
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 3)
    }
}
