import Foundation
@testable import KassTool
import XCTest

/// `kass mutants` against a second app and suite, not ChaosBank: Tally (`Tests/KassToolSample`), a
/// one-screen HeadlessUI app whose defects are switched on by `TALLY_DEFECTS`, declared in
/// `tally-defects.json` and named by the `.kass-mutants.json` next to it. Its suite has XCTest
/// methods and a Swift Testing `@Test`, so both runner paths run for real.
///
/// The tool runs through its own entry point (``KassToolMain``) with real child processes. The
/// child is this very test binary: the sample suite (`TallySuite`) is compiled into it like every
/// test target of the package, and the XCTest filter the tool passes selects only Tally's tests, so
/// nothing recurses and nothing is built (`--test-binary`). Each child costs a process start and a
/// virtual-clock UI test, well under a second.
final class SampleAppMutantsTests: XCTestCase {
    private var temporary: URL!
    private let recording = RecordingConsole()

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("kasstool-tally-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: temporary)
    }

    /// `Tests/KassToolSample`: the sample's project directory.
    private var sample: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("KassToolSample")
    }

    /// The test binary running this test. Linux only: Tally's suite holds a Swift Testing test, which
    /// `kass mutants` cannot run on Apple platforms yet (see "Swift Testing" in Guide/Mutants.md).
    private func ownTestBinary() throws -> URL {
        #if os(Linux)
        let path = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        return URL(fileURLWithPath: path)
        #else
        throw XCTSkip("kass mutants runs Swift Testing tests on Linux only so far; Tally's suite holds one")
        #endif
    }

    private var environment: [String: String] {
        ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("KASS_") }
    }

    private func kass(_ arguments: [String], package: URL) async throws -> Int32 {
        await KassToolMain.run(
            arguments: ["mutants", "--package-path", package.path] + arguments, console: recording.console(), environment: environment
        )
    }

    func test_sampleApp_manifestMatchesItsCatchesLines() async throws {
        let status = try await kass(["--check"], package: sample)
        XCTAssertEqual(status, 0, recording.standardError)
        XCTAssertEqual(recording.standardOutput, "mutants.json is up to date: 3 defects, 4 tests.\n")
    }

    func test_sampleApp_everyDeclaredDefectIsKilled() async throws {
        let json = temporary.appendingPathComponent("tally.json")
        let junit = temporary.appendingPathComponent("tally.xml")
        let status = try await kass(
            ["--clean", "--parallel", "2", "--test-binary", try ownTestBinary().path, "--json", json.path, "--junit", junit.path],
            package: sample
        )
        XCTAssertEqual(status, 0, recording.standardOutput + recording.standardError)
        let output = recording.standardOutput
        XCTAssertTrue(output.contains("Clean run green: 4 tests in "), output)
        XCTAssertTrue(output.contains("\n3 of 3 killed\n"), output)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let mutants = try XCTUnwrap(report["mutants"] as? [[String: Any]])
        XCTAssertEqual(mutants.compactMap { $0["id"] as? String }, ["tally-minus-below-zero", "tally-plus-adds-two", "tally-reset-ignored"])
        XCTAssertEqual(Set(mutants.compactMap { $0["verdict"] as? String }), ["killed"])
        XCTAssertEqual(mutants.compactMap { $0["killingTests"] as? [String] }, [
            ["TallySuite.TallyTests/test_minus_stopsAtZero"],
            ["TallySuite.TallySwiftTests/plusTwiceCountsTwo()", "TallySuite.TallyTests/test_plus_addsOne"],
            ["TallySuite.TallyTests/test_reset_returnsToZero"],
        ], "the Swift Testing test fails under its defect as the XCTest one does")
        // A defect file entry without a group lands in the default group.
        XCTAssertTrue(try String(contentsOf: junit, encoding: .utf8).contains("classname=\"mutants.defects\" name=\"tally-reset-ignored\""))
    }

    func test_sampleApp_aDefectTheSuiteMissesIsReportedAsSurvived() async throws {
        // The same project, with a fourth defect declared and claimed by two tests (XCTest and Swift
        // Testing) that never read the title.
        let package = temporary.appendingPathComponent("Tally")
        try FileManager.default.copyItem(at: sample, to: package)
        let defects = package.appendingPathComponent("tally-defects.json")
        let declared = try String(contentsOf: defects, encoding: .utf8)
        try declared.replacingOccurrences(
            of: "\n]", with: ",\n  {\"id\": \"tally-title-lowercase\", \"summary\": \"The title reads tally\"}\n]"
        ).write(to: defects, atomically: true, encoding: .utf8)
        for name in ["TallyTests.swift", "TallySwiftTests.swift"] {
            let suite = package.appendingPathComponent("TallySuite/\(name)")
            let tests = try String(contentsOf: suite, encoding: .utf8)
            try tests.replacingOccurrences(
                of: "    /// Catches `tally-plus-adds-two`\n", with: "    /// Catches `tally-plus-adds-two`, `tally-title-lowercase`\n"
            ).write(to: suite, atomically: true, encoding: .utf8)
        }

        let status = try await kass(["--test-binary", try ownTestBinary().path], package: package)
        XCTAssertEqual(status, 1, "a survivor turns the run red")
        let output = recording.standardOutput
        XCTAssertTrue(output.contains(
            "\ntally-title-lowercase    survived   still green: TallySwiftTests/plusTwiceCountsTwo(), TallyTests/test_plus_addsOne "
        ), output)
        XCTAssertTrue(output.contains("KASS_LAUNCH_ENVIRONMENT=TALLY_DEFECTS=tally-title-lowercase swift test --filter <test>"), output)
        XCTAssertTrue(output.contains("\n3 of 4 killed; 1 survived: tally-title-lowercase\n"), output)
        XCTAssertTrue(recording.standardError.contains("warning: mutants.json is out of date"), recording.standardError)
    }
}
