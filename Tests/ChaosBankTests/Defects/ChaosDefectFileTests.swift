@testable import ChaosBank
import Foundation
import XCTest

/// `ReferenceSuite/defects.json`, the defects file `kass mutants` reads for ChaosBank (named by
/// `.kass-mutants.json`), declares exactly the catalogue: same ids, groups, severities and summaries.
final class ChaosDefectFileTests: XCTestCase {
    private var fileURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("ReferenceSuite/defects.json")
    }

    /// The catalogue as `swift run chaosbank --list-defects --json` prints it (the command that
    /// rewrites the file).
    private var expectedText: String { DefectListing.render(ChaosDefectCatalog.all, format: .json) }

    func test_defectsFile_declaresExactlyTheCatalogue() throws {
        let data = try Data(contentsOf: fileURL)
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: String]], "an array of string objects")
        let onDisk = entries.map { "\($0["id"] ?? "?") (\($0["group"] ?? "?"), \($0["severity"] ?? "?")): \($0["summary"] ?? "?")" }
        let catalogue = ChaosDefectCatalog.all.sorted { $0.id < $1.id }.map(\.description)
        let missing = catalogue.filter { !onDisk.contains($0) }
        let extra = onDisk.filter { !catalogue.contains($0) }
        XCTAssertTrue(
            missing.isEmpty && extra.isEmpty,
            "ReferenceSuite/defects.json differs from ChaosDefectCatalog.all.\nIn the catalogue only:\n  "
                + missing.joined(separator: "\n  ") + "\nIn the file only:\n  " + extra.joined(separator: "\n  ")
                + "\nRewrite it: swift run chaosbank --list-defects --json > ReferenceSuite/defects.json"
        )
    }

    func test_defectsFile_isWrittenInItsCanonicalLayout() throws {
        let text = try String(contentsOf: fileURL, encoding: .utf8)
        XCTAssertEqual(text, expectedText, "as `swift run chaosbank --list-defects --json > ReferenceSuite/defects.json` writes it")
    }
}
