import Foundation
import Hammer

/// The `engine` suite: what Hammer's own work costs on top of the runtime. Each figure is a function
/// of the run count in ``figures``; add new figures (taps, drags, typing) there.
@MainActor
enum EngineBenchmarks {
    static let suite = BenchmarkSuite(
        name: "engine",
        summary: "accessibility snapshot + query resolution, tap by identifier, drag, keyType (1k/10k elements)"
    ) { runs in
        figures.flatMap { $0(runs) }
    }

    /// Every figure of the suite, in report order.
    static let figures: [@MainActor (_ runs: Int) -> [BenchmarkResult]] = [
        queryResolution,
        tapByIdentifier,
        drag,
        typing,
    ]

    // MARK: Query resolution

    /// Snapshot + resolve of an identifier query and of a label + traits query, and resolve alone on a
    /// snapshot already taken, at 1,000 and 10,000 elements. Growth should be linear: the 10k figures
    /// about ten times the 1k ones.
    static func queryResolution(runs: Int) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for size in [1_000, 10_000] {
            let app = UIApplication.launch()
            let window = UIWindow(frame: app.screen.bounds)
            window.makeKeyAndVisible()
            buildList(elementCount: size, in: window)
            let refs = SnapshotRefTable()
            let iterations = size <= 1_000 ? 20 : 3
            let byIdentifier = AccessibilityQuery.identifier("row-\(size / 8)-toggle")
            let byLabel = AccessibilityQuery.label("Row \(size / 8) action", traits: .button)
            let name = "AccessibilityQuery resolution"
            results.append(Measure.result(suite: "engine", name: "\(name): snapshot + identifier", size: size, samples:
                Measure.microseconds(runs: runs, iterations: iterations) {
                    precondition(AccessibilitySnapshot.take(refs: refs).resolve(byIdentifier).candidates.count == 1)
                }))
            results.append(Measure.result(suite: "engine", name: "\(name): snapshot + label & traits", size: size, samples:
                Measure.microseconds(runs: runs, iterations: iterations) {
                    precondition(AccessibilitySnapshot.take(refs: refs).resolve(byLabel).candidates.count == 1)
                }))
            let snapshot = AccessibilitySnapshot.take(refs: refs)
            results.append(Measure.result(suite: "engine", name: "\(name): resolve only, label & traits", size: size, samples:
                Measure.microseconds(runs: runs, iterations: iterations * 10) {
                    precondition(snapshot.resolve(byLabel).candidates.count == 1)
                }))
            app.terminate()
        }
        return results
    }

    /// A settings-style list: a scroll view of 44 pt rows, each a container with a title label, a
    /// detail label, a button and a switch (four elements per row), so most rows are scrolled out, as
    /// in a real long list.
    static func buildList(elementCount: Int, in window: UIWindow) {
        let rowCount = max(1, elementCount / 4)
        let list = UIScrollView(frame: window.bounds)
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: window.bounds.width, height: CGFloat(rowCount) * 44)
        window.addSubview(list)
        for index in 0..<rowCount {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: window.bounds.width, height: 44))
            row.accessibilityIdentifier = "row-\(index)"
            let title = UILabel(frame: CGRect(x: 16, y: 4, width: 150, height: 20))
            title.text = "Row \(index)"
            let detail = UILabel(frame: CGRect(x: 16, y: 24, width: 150, height: 16))
            detail.text = "Detail \(index)"
            let action = UIButton(type: .system)
            action.frame = CGRect(x: 180, y: 4, width: 120, height: 36)
            action.setTitle("Row \(index) action", for: .normal)
            let toggle = UISwitch(frame: CGRect(x: 320, y: 6, width: 51, height: 31))
            toggle.accessibilityIdentifier = "row-\(index)-toggle"
            for view in [title, detail, action, toggle] as [UIView] { row.addSubview(view) }
            list.addSubview(row)
        }
    }
}
