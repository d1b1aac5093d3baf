import Foundation
@testable import KassTool
import XCTest

/// The examples of Guide/Mutants.md: the `/// Catches` sample scans to the ids it shows, and the
/// manifest sample is a manifest in the format `--generate` writes.
final class MutantsGuideTests: XCTestCase {
    private func guide() throws -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("Guide/Mutants.md"), encoding: .utf8)
    }

    private func blocks(_ language: String, in markdown: String) -> [String] {
        var result: [String] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```\(language)" {
                current = []
            } else if let lines = current, line.trimmingCharacters(in: .whitespaces) == "```" {
                result.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return result
    }

    func test_guide_catchesSampleScansToTheIDsItShows() throws {
        let sample = try XCTUnwrap(blocks("swift", in: guide()).first)
        let scan = SourceScanner.scan(sample)
        XCTAssertEqual(scan.problems, [])
        XCTAssertEqual(scan.catches.map(\.defectID), ["transfer-amount-drops-decimals", "transfer-double-submit", "transfer-stale-balance"])
        XCTAssertEqual(
            Set(scan.catches.map { $0.test.id(module: "ReferenceSuite") }), ["ReferenceSuite.TransferTests/test_transfer_amountFormatting"]
        )
    }

    func test_guide_manifestSampleIsAManifest() throws {
        let sample = try XCTUnwrap(blocks("json", in: guide()).first)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sample.utf8)) as? [String: Any])
        let defects = try XCTUnwrap(object["defects"] as? [String: [String]])
        let tests = try XCTUnwrap(object["tests"] as? [String])
        XCTAssertEqual(tests, tests.sorted())
        for (_, listed) in defects {
            XCTAssertTrue(Set(listed).isSubset(of: Set(tests)), "every listed test is in `tests`")
        }
    }
}
