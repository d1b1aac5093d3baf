import ChaosBank
import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// The examples and the defect catalogue of Guide/ChaosBank.md.
@MainActor
final class ChaosBankGuideTests: XCTestCase {
    private static let guide = "Guide/ChaosBank.md"
    private var root: URL { GuideExampleChecker.repositoryRoot(fromTestFile: #filePath) }

    override func tearDown() async throws {
        UIApplication.current?.terminate()
    }

    func test_guide_launchOptions() async {
        let delegate = ChaosBankAppDelegate()
        UIApplication.launch(
            LaunchConfiguration(arguments: ["-ChaosBankRoute", "transfer", "-ChaosBankDefects", "transfer-double-submit"]),
            delegate: delegate
        )
        XCTAssertEqual(delegate.context?.defects.ids, ["transfer-double-submit"])
    }

    /// Every Swift example is in this file or, for the reference test, in the reference suite.
    func test_guide_everyExampleIsRun() async throws {
        let markdown = try String(contentsOf: root.appendingPathComponent(Self.guide), encoding: .utf8)
        let sources = try [#filePath, root.appendingPathComponent("ReferenceSuite/Transfer/TransferTests.swift").path].map {
            GuideExampleChecker.normalizedLines(try String(contentsOf: URL(fileURLWithPath: $0), encoding: .utf8))
        }
        let blocks = GuideExampleChecker.swiftBlocks(in: markdown)
        XCTAssertEqual(blocks.count, 2)
        for block in blocks where !sources.contains(
            where: { GuideExampleChecker.contains($0, GuideExampleChecker.normalizedLines(block)) }
        ) {
            XCTFail("Example in \(Self.guide) is not run by a test:\n\(block)")
        }
    }

    /// The catalogue between the `defects` markers is the registry as `chaosbank --list-defects --markdown` prints it.
    func test_guide_defectCatalogueIsTheRegistry() async throws {
        let markdown = try String(contentsOf: root.appendingPathComponent(Self.guide), encoding: .utf8)
        guard let start = markdown.range(of: "<!-- defects:begin -->\n"), let end = markdown.range(of: "<!-- defects:end -->") else {
            return XCTFail("\(Self.guide) has no <!-- defects:begin --> / <!-- defects:end --> markers")
        }
        let table = String(markdown[start.upperBound..<end.lowerBound])
        XCTAssertEqual(
            table, DefectListing.render(ChaosDefectCatalog.all, format: .markdown),
            "the catalogue is out of date: paste the output of `swift run chaosbank --list-defects --markdown` between the markers"
        )
    }
}
