import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A diffable data source subclass with section titles, as apps write one.
final class TitledDiffableDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

@MainActor
final class UITableViewDiffableDataSourceTests: HeadlessTestCase {
    private var table: UITableView!
    private var dataSource: UITableViewDiffableDataSource<String, String>!
    /// What each item's cell shows (changed by tests before a reconfigure or reload).
    private var titles: [String: String] = [:]
    /// Items in the order the cell provider was asked for them.
    private var provided: [String] = []

    private func makeDataSource(subclass: Bool = false) {
        table = UITableView(frame: .zero, style: .plain)
        place(table, frame: CGRect(x: 0, y: 100, width: 320, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        let provider: UITableViewDiffableDataSource<String, String>.CellProvider = { [unowned self] tableView, indexPath, item in
            provided.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = titles[item] ?? item
            return cell
        }
        dataSource = subclass
            ? TitledDiffableDataSource(tableView: table, cellProvider: provider)
            : UITableViewDiffableDataSource(tableView: table, cellProvider: provider)
    }

    private func snapshot(_ sections: [String: [String]], order: [String]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(order)
        for section in order { snapshot.appendItems(sections[section] ?? [], toSection: section) }
        return snapshot
    }

    private func items(_ names: String...) -> NSDiffableDataSourceSnapshot<String, String> {
        snapshot(["Main": names], order: ["Main"])
    }

    /// Applies through the completion-handler form (in async test code Swift would pick the async one).
    private func show(
        _ snapshot: NSDiffableDataSourceSnapshot<String, String>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    private func reload(_ snapshot: NSDiffableDataSourceSnapshot<String, String>, completion: @escaping () -> Void) {
        dataSource.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    private var visibleTexts: [String?] { table.visibleCells.map { $0.textLabel?.text } }

    func test_apply_showsCellsForTheItems() async {
        makeDataSource()
        show(items("a", "b", "c"), animatingDifferences: false)
        XCTAssertEqual(visibleTexts, ["a", "b", "c"])
        XCTAssertEqual(table.numberOfSections, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)), "b")
        XCTAssertEqual(dataSource.indexPath(for: "c"), IndexPath(row: 2, section: 0))
        XCTAssertEqual(dataSource.sectionIdentifier(for: 0), "Main")
        XCTAssertEqual(dataSource.index(for: "Main"), 0)
        XCTAssertNil(dataSource.itemIdentifier(for: IndexPath(row: 3, section: 0)))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["a", "b", "c"])
    }

    func test_applyAnimated_callsCompletionOnceAfterTheAnimation() async {
        makeDataSource()
        show(items("a", "b"), animatingDifferences: false)
        var completions = 0
        show(items("x", "a", "b")) { completions += 1 }
        let inserted = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(inserted?.textLabel?.text, "x")
        wait(0.15)
        let alpha = inserted?.layer.presentation()?.opacity ?? -1
        XCTAssertGreaterThan(alpha, 0, "the inserted row fades in on the runtime clock")
        XCTAssertLessThan(alpha, 1)
        XCTAssertEqual(completions, 0)
        wait(0.2)
        XCTAssertEqual(completions, 1)
        wait(1)
        XCTAssertEqual(completions, 1)
    }

    func test_applyWithoutAnimation_callsCompletionAfterTheUpdateWithoutAnimating() async {
        makeDataSource()
        show(items("a", "b"), animatingDifferences: false)
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        var completions = 0
        show(items("b", "c"), animatingDifferences: false) { completions += 1 }
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellB, "the kept row keeps its cell")
        XCTAssertEqual(cellB?.frame.minY, 0)
        XCTAssertEqual(cellB?.layer.presentation()?.frame.minY ?? 0, 0, "nothing animates")
        XCTAssertEqual(visibleTexts, ["b", "c"])
        XCTAssertEqual(completions, 0, "the completion runs after the update, on the runtime clock")
        await app.runLoop.runFrames(1)
        XCTAssertEqual(completions, 1)
    }

    func test_asyncApply_returnsAfterTheAnimation() async {
        makeDataSource()
        show(items("a"), animatingDifferences: false)
        let start = app.runLoop.now
        let dataSource = self.dataSource!
        let snapshot = items("a", "b")
        let task = Task { @MainActor in
            await dataSource.apply(snapshot)
            return self.app.runLoop.now
        }
        await app.runLoop.runFrames(40)
        let finished = await task.value
        XCTAssertGreaterThanOrEqual(finished - start, UITableView.updateAnimationDuration)
        XCTAssertEqual(visibleTexts, ["a", "b"])
    }

    func test_reconfigureItems_keepsTheCellInstance() async {
        makeDataSource()
        show(items("a", "b", "c"), animatingDifferences: false)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        titles["b"] = "b (edited)"
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        show(snapshot, animatingDifferences: false)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        XCTAssertEqual(cell?.textLabel?.text, "b (edited)")
        XCTAssertEqual(dataSource.snapshot().reconfiguredItemIdentifiers, [], "marks belong to the apply that carried them")
    }

    func test_reloadItems_makesTheCellAgain() async {
        makeDataSource()
        show(items("a", "b", "c"), animatingDifferences: false)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        titles["b"] = "b (new)"
        provided = []
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems(["b"])
        show(snapshot)
        wait(0.5)
        XCTAssertEqual(provided, ["b"], "only the reloaded row is asked again")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "b (new)")
        XCTAssertFalse(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell, "a reload replaces the cell")
    }

    func test_move_keepsCellsAndSlidesThem() async {
        makeDataSource()
        show(items("a", "b", "c", "d"), animatingDifferences: false)
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        provided = []
        show(items("b", "c", "d", "a"))
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellA)
        XCTAssertEqual(provided, [], "moves ask for no cells")
        XCTAssertEqual(cellA?.frame.minY, 132)
        wait(0.15)
        let midY = cellA?.layer.presentation()?.frame.minY ?? -1
        XCTAssertGreaterThan(midY, 0)
        XCTAssertLessThan(midY, 132)
        wait(0.2)
        XCTAssertEqual(visibleTexts, ["b", "c", "d", "a"])
    }

    func test_deletesAndInsertsAcrossSections_updateCounts() async {
        makeDataSource()
        show(snapshot(["A": ["a1", "a2", "a3"], "B": ["b1"]], order: ["A", "B"]), animatingDifferences: false)
        show(snapshot(["B": ["b1", "a2"], "C": ["c1", "c2"]], order: ["B", "C"]))
        wait(0.5)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
        XCTAssertEqual(visibleTexts, ["b1", "a2", "c1", "c2"])
        expectRuntimeIssues(count: 0)
    }

    func test_applyingTheSameSnapshotTwice_changesNothing() async {
        makeDataSource()
        let first = items("a", "b", "c")
        show(first, animatingDifferences: false)
        let cells = table.visibleCells
        provided = []
        var completions = 0
        show(first) { completions += 1 }
        XCTAssertEqual(provided, [])
        XCTAssertEqual(table.visibleCells.count, cells.count)
        XCTAssertTrue(zip(table.visibleCells, cells).allSatisfy { $0 === $1 })
        await app.runLoop.runFrames(1)
        XCTAssertEqual(completions, 1)
    }

    func test_applySnapshotUsingReloadData_remakesEveryCell() async {
        makeDataSource()
        show(items("a", "b"), animatingDifferences: false)
        provided = []
        var completions = 0
        reload(items("b", "c")) { completions += 1 }
        XCTAssertEqual(visibleTexts, ["b", "c"])
        XCTAssertEqual(provided, ["b", "c"])
        await app.runLoop.runFrames(1)
        XCTAssertEqual(completions, 1)
    }

    func test_subclass_titleForHeader_showsSectionHeaders() async {
        makeDataSource(subclass: true)
        show(snapshot(["Fruit": ["apple"], "Dairy": ["milk"]], order: ["Fruit", "Dairy"]), animatingDifferences: false)
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, UITableView.plainTitledHeaderHeight)
        XCTAssertEqual(dataSource.tableView(table, titleForHeaderInSection: 1), "Dairy")
        XCTAssertFalse(dataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)), "UIKit's diffable default")
    }

    func test_cellProviderReturningNil_isReported() async {
        table = UITableView(frame: .zero, style: .plain)
        place(table, frame: CGRect(x: 0, y: 100, width: 320, height: 440))
        dataSource = UITableViewDiffableDataSource(tableView: table) { _, _, _ in nil }
        show(items("a"), animatingDifferences: false)
        XCTAssertEqual(table.visibleCells.count, 1)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("returned nil for item a at [0, 0]") ?? false, "\(issues)")
    }
}
