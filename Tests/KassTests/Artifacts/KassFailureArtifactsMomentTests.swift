import Foundation
import HeadlessUI
@testable import Kass
import XCTest

/// The artifacts of one failure describe one moment: a failure that runs out of budget while a
/// scroll search moves a list (whose cells are reused for other rows) writes a hierarchy dump whose
/// labels and identifiers belong to the same rows, diagnostics that count what the dump lists, and
/// a dump of the screen the screenshot shows.
@MainActor
final class KassFailureArtifactsMomentTests: KassDSLTestCase {
    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessibilityIdentifier = "row-\(indexPath.row)"
            return cell
        }
    }

    private let results = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kass-moment-\(UUID().uuidString)", isDirectory: true
    )
    private weak var table: UITableView?

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: results)
        try await super.tearDown()
    }

    /// Starts a 100-row table and taps a row that does not exist, with a budget that runs out
    /// during the first swipe of the scroll search.
    private func failScrollSearch() throws -> (dump: String, diagnostics: KassFailureDiagnostics) {
        let rows = Rows()
        start(ClosureApp.app { [weak self] root, _ in
            let table = UITableView(frame: root.view.bounds, style: .plain)
            table.accessibilityIdentifier = "table"
            table.dataSource = rows
            root.view.addSubview(table)
            self?.table = table
        }) { config in
            config.writesFailureArtifacts = true
            config.resultsDirectory = self.results
            config.timeout = 0.3
        }
        screen().button("row-missing").tap()
        XCTAssertEqual(capture.messages.count, 1)
        let attachments = events.events.compactMap { event -> KassAttachment? in
            if case .attachment(let attachment) = event { return attachment }
            return nil
        }
        let hierarchy = try XCTUnwrap(attachments.first { $0.kind == .hierarchy }?.path)
        let diagnosticsFile = try XCTUnwrap(attachments.first { $0.kind == .diagnostics }?.path)
        XCTAssertNotNil(attachments.first { $0.kind == .screenshot })
        let diagnostics = try JSONDecoder().decode(KassFailureDiagnostics.self, from: Data(contentsOf: diagnosticsFile))
        return (try String(contentsOf: hierarchy, encoding: .utf8), diagnostics)
    }

    /// The dump's lines for table rows: (identifier, label).
    private func rowLines(of dump: String) -> [(identifier: String, label: String)] {
        dump.split(separator: "\n").compactMap { line in
            guard let hash = line.range(of: "#row-"), let open = line.firstIndex(of: "\"") else { return nil }
            let afterOpen = line.index(after: open)
            guard let close = line[afterOpen...].firstIndex(of: "\"") else { return nil }
            let identifier = line[line.index(after: hash.lowerBound)...].prefix { $0 != " " }
            return (String(identifier), String(line[afterOpen..<close]))
        }
    }

    func test_scrollSearchFailure_dumpPairsEachRowsLabelWithItsIdentifier() async throws {
        let (dump, _) = try failScrollSearch()
        let rows = rowLines(of: dump)
        XCTAssertFalse(rows.isEmpty, dump)
        for row in rows {
            XCTAssertEqual(row.label, "Row \(row.identifier.dropFirst(4))", "one row's label and identifier in \(dump)")
        }
    }

    func test_scrollSearchFailure_dumpShowsTheScreenOfTheScreenshot() async throws {
        let (dump, _) = try failScrollSearch()
        // The screenshot is the screen when the artifacts were written: the rows shown then.
        let table = try XCTUnwrap(table)
        // The search walked the list page by page and put it back where it was: at rest at the top.
        XCTAssertEqual(table.contentOffset.y, -table.adjustedContentInset.top, "the search restores the list's position")
        let shown = table.visibleCells.compactMap(\.accessibilityIdentifier)
        XCTAssertEqual(rowLines(of: dump).map(\.identifier), shown, dump)
    }

    func test_scrollSearchFailure_diagnosticsCountWhatTheDumpLists() async throws {
        let (dump, diagnostics) = try failScrollSearch()
        let nodeLines = dump.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
        XCTAssertEqual(diagnostics.snapshot?.nodeCount, nodeLines.count, dump)
        XCTAssertEqual(diagnostics.snapshot?.takenForArtifacts, false, "the failure's own snapshot is the evidence")
    }
}
