import Foundation
import Hammer

/// The `snapshot` suite: what an eager accessibility snapshot costs as a function of the tree's
/// shape. One flat container holding every element (a grid of labels all on screen, so every node
/// gets its covering and hit tests) at two sizes, next to the same elements split into rows of 100.
/// Both should grow linearly: the flat figure at twice the size about twice the smaller one, and
/// close to the split one at the same size.
@MainActor
enum SnapshotBenchmarks {
    static let suite = BenchmarkSuite(
        name: "snapshot",
        summary: "eager snapshot of one flat container vs the same elements split into rows (1k/2k/4k elements)"
    ) { runs in
        var results: [BenchmarkResult] = []
        for size in [1_000, 2_000, 4_000] {
            results.append(measure(size: size, split: false, runs: runs))
            results.append(measure(size: size, split: true, runs: runs))
        }
        return results
    }

    private static func measure(size: Int, split: Bool, runs: Int) -> BenchmarkResult {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        buildGrid(elementCount: size, splitIntoRows: split, in: window)
        let refs = SnapshotRefTable()
        let name = split ? "eager snapshot, rows of 100 elements" : "eager snapshot, one flat container"
        let result = Measure.result(suite: "snapshot", name: name, size: size, samples:
            Measure.microseconds(runs: runs, iterations: 1) {
                precondition(AccessibilitySnapshot.take(refs: refs).elements.count == size)
            })
        app.terminate()
        return result
    }

    /// `elementCount` small labels in a grid that fits the screen (all visible): directly in one
    /// container, or in row containers of 100 labels each.
    static func buildGrid(elementCount: Int, splitIntoRows: Bool, in window: UIWindow) {
        let columns = 50
        let rows = (elementCount + columns - 1) / columns
        let cellWidth = window.bounds.width / CGFloat(columns)
        let cellHeight = min(20, (window.bounds.height - 40) / CGFloat(rows))
        let container = UIView(frame: CGRect(x: 0, y: 20, width: window.bounds.width, height: CGFloat(rows) * cellHeight))
        window.addSubview(container)
        var rowView: UIView?
        for index in 0..<elementCount {
            let row = index / columns, column = index % columns
            let frame = CGRect(x: CGFloat(column) * cellWidth, y: CGFloat(row) * cellHeight, width: cellWidth, height: cellHeight)
            let label = UILabel()
            label.text = "\(index)"
            guard splitIntoRows else {
                label.frame = frame
                container.addSubview(label)
                continue
            }
            if index % 100 == 0 {
                let top = frame.minY
                let newRow = UIView(frame: CGRect(x: 0, y: top, width: container.bounds.width, height: 2 * cellHeight))
                container.addSubview(newRow)
                rowView = newRow
            }
            guard let rowView else { continue }
            label.frame = frame.offsetBy(dx: 0, dy: -rowView.frame.minY)
            rowView.addSubview(label)
        }
    }
}
