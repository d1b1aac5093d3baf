import Foundation
import HeadlessUI

/// Table-view figures for the `runtime` suite: scrolling by one screen re-tiles the rows (cells out
/// to the reuse pool, cells in from the data source). The cost must follow the rows on screen, not
/// the rows in the table, so the same figure is taken at 1,000 and 10,000 rows, and at 10,000 rows
/// with half-height rows (twice as many on screen).
@MainActor
enum ListBenchmarks {
    static func results(runs: Int) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for rows in [1_000, 10_000] {
            results.append(Measure.result(
                suite: "runtime", name: "table scroll one screen (44 pt rows)", size: rows,
                samples: scrollByOneScreen(rows: rows, rowHeight: 44, runs: runs)
            ))
        }
        results.append(Measure.result(
            suite: "runtime", name: "table scroll one screen (22 pt rows)", size: 10_000,
            samples: scrollByOneScreen(rows: 10_000, rowHeight: 22, runs: runs)
        ))
        return results
    }

    /// A full-screen plain table of `rows` rows; each iteration moves the offset one screen further
    /// (back to the top at the end) and runs the layout pass.
    static func scrollByOneScreen(rows: Int, rowHeight: CGFloat, runs: Int) -> [Double] {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = rowHeight
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        let source = BenchmarkTableSource(rows: rows)
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        let screen = table.bounds.height
        let last = table.contentSize.height - screen
        let samples = Measure.microseconds(runs: runs, iterations: 50) {
            let next = table.contentOffset.y + screen
            table.contentOffset = CGPoint(x: 0, y: next > last ? 0 : next)
            table.layoutIfNeeded()
        }
        precondition(table.visibleCells.count <= Int(screen / rowHeight) + 2, "benchmark table holds more cells than fit on screen")
        withExtendedLifetime(source) {}
        app.terminate()
        return samples
    }
}

/// Rows titled by their number.
@MainActor
private final class BenchmarkTableSource: UITableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
