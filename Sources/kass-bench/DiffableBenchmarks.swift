import Foundation
import HeadlessUI

/// The `diffable` suite: applying a snapshot to a table through `UITableViewDiffableDataSource`.
/// Each iteration applies a snapshot that differs from the shown one by 1 % of the items (a third
/// moved, a third inserted, a third deleted), then the original again, without animation: the cost
/// is the difference plus the table's batch update. An identical snapshot measures the difference
/// alone. Taken at 1,000 and 10,000 items: the figure should grow about linearly.
@MainActor
enum DiffableBenchmarks {
    static let suite = BenchmarkSuite(
        name: "diffable",
        summary: "diffable table apply: 1 % of items moved/inserted/deleted, identical snapshot (1k/10k items)"
    ) { runs in
        var results: [BenchmarkResult] = []
        for size in [1_000, 10_000] {
            results.append(Measure.result(
                suite: "diffable", name: "table apply, 1 % changed (no animation)", size: size,
                samples: apply(items: size, changed: true, runs: runs)
            ))
        }
        for size in [1_000, 10_000] {
            results.append(Measure.result(
                suite: "diffable", name: "table apply, identical snapshot", size: size,
                samples: apply(items: size, changed: false, runs: runs)
            ))
        }
        return results
    }

    /// A full-screen table showing `items` items in one section; each iteration applies the other of
    /// two snapshots (the base one and, when `changed`, one with 1 % of the items changed).
    static func apply(items: Int, changed: Bool, runs: Int) -> [Double] {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        window.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = "Item \(item)"
            return cell
        }
        var base = NSDiffableDataSourceSnapshot<Int, Int>()
        base.appendSections([0])
        base.appendItems(Array(0..<items))
        var other = base
        if changed {
            let step = 100  // one change per 100 items
            var toDelete: [Int] = []
            for (index, item) in stride(from: 0, to: items, by: step).enumerated() {
                switch index % 3 {
                case 0: other.moveItem(item, afterItem: (item + items / 2) % items)
                case 1: other.insertItems([items + item], beforeItem: item)
                default: toDelete.append(item)
                }
            }
            other.deleteItems(toDelete)
        }
        dataSource.apply(base, animatingDifferences: false)
        table.layoutIfNeeded()
        var showingBase = true
        let samples = Measure.microseconds(runs: runs, iterations: 10) {
            dataSource.apply(showingBase ? other : base, animatingDifferences: false)
            showingBase.toggle()
            table.layoutIfNeeded()
        }
        precondition(app.runtimeIssues.isEmpty, "diffable benchmark reported runtime issues: \(app.runtimeIssues)")
        app.terminate()
        return samples
    }
}
