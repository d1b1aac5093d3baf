import Hammer
import HeadlessUITestSupport
import XCTest

/// A snapshot describes one moment: every fact a dump, query or report reads is fixed when it is
/// taken (or derived before the app handles anything further), however long the snapshot is kept.
/// A table reuses its cells for other rows as it scrolls, so a fact read from the live cell later
/// would describe another row.
@MainActor
final class AccessibilitySnapshotImmutabilityTests: HammerTestCase {
    /// A table of 100 rows whose reused cells show "Row N" with identifier `row-N`.
    private final class RowsSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessibilityIdentifier = "row-\(indexPath.row)"
            return cell
        }
    }

    private let source = RowsSource()

    private func placeTable() async -> UITableView {
        let table = add(UITableView(frame: .zero, style: .plain), frame: CGRect(x: 0, y: 100, width: 393, height: 440))
        table.accessibilityIdentifier = "table"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        await app.runLoop.runFrames(2)
        return table
    }

    /// Swipes the table up with a finger and lets it come to rest, so its cells are reused for
    /// other rows.
    private func scroll(_ table: UITableView, with generator: EventGenerator) async throws {
        try await generator.fingerDrag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 120), duration: 0.3)
        await app.runLoop.run(for: 2)
        XCTAssertGreaterThan(table.contentOffset.y, 200, "the table scrolled")
        XCTAssertNotEqual(table.visibleCells.first?.accessibilityIdentifier, "row-0", "the first cell shows another row")
    }

    /// The rows a snapshot lists: identifier, label, visible frame.
    private func rows(in snapshot: AccessibilitySnapshot) -> [(identifier: String, label: String?, frame: CGRect, visible: Bool)] {
        snapshot.nodes.filter { $0.identifier?.hasPrefix("row-") == true }
            .map { ($0.identifier ?? "", $0.label, $0.visibleFrame, $0.isVisible) }
    }

    func test_attemptSnapshot_keepsTheLabelsOfItsMomentAfterCellsAreReused() async throws {
        let table = await placeTable()
        let generator = try await makeGenerator()
        let snapshot = generator.takeAttemptSnapshot()
        try await scroll(table, with: generator)
        let rows = rows(in: snapshot)
        XCTAssertFalse(rows.isEmpty)
        for row in rows {
            XCTAssertEqual(
                row.label, "Row \(row.identifier.dropFirst(4))", "label and identifier of \(row.identifier) come from one moment"
            )
        }
        XCTAssertEqual(rows.first?.identifier, "row-0")
        XCTAssertEqual(rows.first?.frame, CGRect(x: 0, y: 100, width: 393, height: 44), "row 0's frame as it was on screen")
        XCTAssertEqual(rows.first?.visible, true)
    }

    func test_attemptSnapshot_dumpDescribesItsMomentAfterCellsAreReused() async throws {
        let table = await placeTable()
        let generator = try await makeGenerator()
        let snapshot = generator.takeAttemptSnapshot()
        let eagerDump = generator.takeSnapshot().dump(includeFrames: true)
        try await scroll(table, with: generator)
        XCTAssertEqual(snapshot.dump(includeFrames: true), eagerDump)
    }

    func test_attemptSnapshot_answersQueriesAsOfItsMomentAfterCellsAreReused() async throws {
        let table = await placeTable()
        let generator = try await makeGenerator()
        let snapshot = generator.takeAttemptSnapshot()
        try await scroll(table, with: generator)
        XCTAssertEqual(snapshot.resolve(.label("Row 2")).candidates.map(\.identifier), ["row-2"])
        XCTAssertEqual(snapshot.resolve(.label("Row 40")).candidates.map(\.identifier), [])
        XCTAssertEqual(snapshot.resolve(.identifier("row-3")).candidates.first?.isHittable, true)
    }

    func test_eagerSnapshot_keepsTheLabelsOfItsMomentAfterCellsAreReused() async throws {
        let table = await placeTable()
        let generator = try await makeGenerator()
        let snapshot = generator.takeSnapshot()
        try await scroll(table, with: generator)
        for row in rows(in: snapshot) {
            XCTAssertEqual(row.label, "Row \(row.identifier.dropFirst(4))")
        }
    }
}
