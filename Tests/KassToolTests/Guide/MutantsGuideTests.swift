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

    func test_guide_schemataSampleIsWhatTheRewriteWritesForItsFunction() throws {
        let sample = try XCTUnwrap(blocks("swift", in: guide()).first { $0.contains("__KassSourceMutants.reach(1)") })
        let original = "func fee(for amount: Int) -> Int {\n    if amount > 100 { return 2 }; return 0\n}\n"
        let finder = MutationPointFinder(source: original)
        let mutants = Array(finder.mutants(file: "Fees.swift").prefix(2))
        XCTAssertEqual(mutants.map(\.replacement), [">=", "<="])
        let text = MutantSchemata(tokens: finder.tokens, blocks: finder.blocks).rewrite(with: mutants).text
        let squeezed = { (code: String) in code.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        XCTAssertEqual(squeezed(text), squeezed(sample), "the Guide shows the rewrite, only laid out")
    }

    func test_guide_equivalentMarksSampleMarksItsTwoLines() throws {
        let sample = try XCTUnwrap(blocks("swift", in: guide()).first { $0.contains("kass:equivalent relational-boundary") })
        let plan = SourceMutantPlan.plan(
            files: [SourceMutantPlan.File(path: "A.swift", source: "func f() {\n" + sample + "\n}\n", finder: MutationPointFinder(
                source: "func f() {\n" + sample + "\n}\n"
            ))],
            selection: .init()
        )
        XCTAssertEqual(plan.problems, [])
        XCTAssertEqual(plan.equivalents.map(\.mutant.mutationOperator), [.relationalBoundary, .arithmetic])
        XCTAssertEqual(plan.equivalents.map(\.reason), [
            "count is never 0 here (the empty state returns earlier)", "only compared with itself",
        ])
    }

    private var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    func test_guide_ownAppSamplesAreTallysRealFiles() throws {
        let json = blocks("json", in: try guide())
        let defects = try XCTUnwrap(json.first { $0.contains("tally-plus-adds-two") })
        let config = try XCTUnwrap(json.first { $0.contains("launchVariable") })
        let sample = repository.appendingPathComponent("Tests/KassToolSample")
        XCTAssertEqual(defects + "\n", try String(contentsOf: sample.appendingPathComponent("tally-defects.json"), encoding: .utf8))
        XCTAssertEqual(config + "\n", try String(contentsOf: sample.appendingPathComponent(".kass-mutants.json"), encoding: .utf8))
        XCTAssertEqual(try DefectRegistry.parse(Data(defects.utf8), displayPath: "guide").ids.count, 3)
        XCTAssertNoThrow(try MutantsConfig.read(sample.appendingPathComponent(".kass-mutants.json"), displayPath: "guide"))
    }

    func test_guide_equivalentListSampleIsAList() throws {
        let sample = try XCTUnwrap(blocks("json", in: guide()).first { $0.contains("\"reason\"") })
        let list = try EquivalentList.parse(Data(sample.utf8), displayPath: "guide")
        XCTAssertEqual(list.entries.map(\.target), ["Sources/Shop/Fees.swift:2 relational-boundary", "#17"])
    }
}
