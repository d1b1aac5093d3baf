import Foundation
import XCTest
@testable import KassTool

/// The real process path: `Fixtures/fake-xctest.sh` mimics an XCTest binary (its output, its exit
/// status, crashes and hangs) and fails tests according to `KASS_LAUNCH_ENVIRONMENT`, so these
/// tests run Foundation `Process` end to end without building a package.
final class EndToEndRunnerTests: XCTestCase {
    var directory: URL!
    var binary: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("kasstool-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        binary = directory.appendingPathComponent("FakePackageTests.xctest")
        try FileManager.default.copyItem(at: Fixtures.fakeXCTest, to: binary)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    var environment: [String: String] { ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"] }

    func judge(_ defect: String?, tests: [String], seed: Int? = nil, timeout: Double = 30) async -> RunResult {
        let runner = XCTestProcessRunner(binary: binary, baseEnvironment: environment, launchVariable: Fixtures.launchVariable)
        let request = TestRunRequest(tests: tests, defectID: defect, seed: seed, timeout: timeout)
        return RunResult.judge(await runner.run(request), tests: tests, seed: seed)
    }

    func test_process_defectFromTheEnvironmentFailsItsTest() async {
        let tests = ["ReferenceSuite.TransferTests/test_transfer_amountFormatting", "ReferenceSuite.TransferTests/test_transfer_submitOnce"]
        let result = await judge("amount-drops-decimals", tests: tests)
        XCTAssertEqual(result.kind, .killed)
        XCTAssertEqual(result.failingTests, ["ReferenceSuite.TransferTests/test_transfer_amountFormatting"])
        XCTAssertEqual(result.passingTests, ["ReferenceSuite.TransferTests/test_transfer_submitOnce"])
    }

    func test_process_withoutADefectEveryTestPasses() async {
        let result = await judge(nil, tests: ["ReferenceSuite.TransferTests/test_transfer_amountFormatting"])
        XCTAssertEqual(result.kind, .survived)
    }

    func test_process_seedReachesTheBinary() async {
        let tests = ["ReferenceSuite.CardTests/test_card_freezeSwitch"]
        let seedOne = await judge("flaky-under-jitter", tests: tests, seed: 1)
        let seedTwo = await judge("flaky-under-jitter", tests: tests, seed: 2)
        XCTAssertEqual([seedOne.kind, seedTwo.kind], [.killed, .survived])
    }

    func test_process_crashIsReportedWithItsOutput() async {
        let result = await judge("crash-on-open", tests: ["ReferenceSuite.CardTests/test_card_opens"])
        XCTAssertEqual(result.kind, .crashed)
        XCTAssertEqual(result.failingTests, ["ReferenceSuite.CardTests/test_card_opens"])
        XCTAssertTrue(result.outputTail.hasSuffix("Fatal error: the card screen crashed on open"), result.outputTail)
    }

    func test_process_hangIsStoppedAtTheTimeout() async {
        let result = await judge("hangs-forever", tests: ["ReferenceSuite.CardTests/test_card_opens"], timeout: 0.3)
        XCTAssertEqual(result.kind, .timedOut)
        XCTAssertLessThan(result.duration, 10)
    }

    func test_process_swiftBacktracerIsOffUnlessTheUserAsksForIt() async {
        let request = TestRunRequest(tests: ["ReferenceSuite.CardTests/test_card_opens"], defectID: nil, seed: nil, timeout: 20)
        let off = await XCTestProcessRunner(binary: binary, baseEnvironment: environment, launchVariable: nil).run(request)
        XCTAssertTrue(off.output.contains("SWIFT_BACKTRACE=enable=no\n"), off.output)
        var asked = environment
        asked["SWIFT_BACKTRACE"] = "enable=yes"
        let kept = await XCTestProcessRunner(binary: binary, baseEnvironment: asked, launchVariable: nil).run(request)
        XCTAssertTrue(kept.output.contains("SWIFT_BACKTRACE=enable=yes\n"), kept.output)
    }

    func test_process_hangInsideATestIsStoppedAtThatTestsLimit() async {
        let test = "ReferenceSuite.CardTests/test_card_opens"
        let runner = XCTestProcessRunner(binary: binary, baseEnvironment: environment, launchVariable: Fixtures.launchVariable)
        let request = TestRunRequest(tests: [test], defectID: "hangs-forever", seed: nil, timeout: 20, testTimeLimits: [test: 0.3])
        let completion = await runner.run(request)
        XCTAssertEqual(completion.termination, .timedOut(seconds: 0.3))
        XCTAssertLessThan(completion.duration, 10, "stopped at the test's limit, not the process's")
        let result = RunResult.judge(completion, tests: [test], seed: nil)
        XCTAssertEqual(result.kind, .timedOut)
        XCTAssertEqual(result.failingTests, [test], "the test it hung in")
    }

    /// Eight tests of 0.3 s each take longer than one test's limit of 2 s: the limit starts again with
    /// each test, so the run is not a timeout.
    func test_process_testLimitStartsAgainWithEachTest() async {
        let tests = (1...8).map { "ReferenceSuite.SlowTests/test_\($0)" }
        let runner = XCTestProcessRunner(binary: binary, baseEnvironment: environment, launchVariable: Fixtures.launchVariable)
        let limits = Dictionary(uniqueKeysWithValues: tests.map { ($0, 2.0) })
        let request = TestRunRequest(tests: tests, defectID: "slow", seed: nil, timeout: 60, testTimeLimits: limits)
        let completion = await runner.run(request)
        XCTAssertGreaterThan(completion.duration, 2, "the tests together took longer than one limit")
        XCTAssertEqual(RunResult.judge(completion, tests: tests, seed: nil).kind, .survived)
    }

    func test_process_stopsAtItsFirstFailedTestWhenAsked() async {
        let tests = ["ReferenceSuite.TransferTests/test_transfer_amountFormatting", "ReferenceSuite.TransferTests/test_transfer_submitOnce"]
        let runner = XCTestProcessRunner(binary: binary, baseEnvironment: environment, launchVariable: Fixtures.launchVariable)
        let request = TestRunRequest(tests: tests, defectID: "fails-then-hangs", seed: nil, timeout: 20, stopsAtFirstFailure: true)
        let completion = await runner.run(request)
        XCTAssertEqual(completion.termination, .stoppedEarly)
        XCTAssertLessThan(completion.duration, 10, "stopped, not left to hang until the timeout")
        let result = RunResult.judge(completion, tests: tests, seed: nil)
        XCTAssertEqual(result.kind, .killed)
        XCTAssertEqual(result.failingTests, ["ReferenceSuite.TransferTests/test_transfer_amountFormatting"])
    }

    func test_process_missingBinaryIsACrashWithTheReason() async {
        let runner = XCTestProcessRunner(
            binary: directory.appendingPathComponent("missing.xctest"), baseEnvironment: environment, launchVariable: nil
        )
        let completion = await runner.run(TestRunRequest(tests: ["M.A/test_a"], defectID: nil, seed: nil, timeout: 5))
        guard case .failedToLaunch = completion.termination else { return XCTFail("\(completion.termination)") }
    }

    func test_testBinary_isFoundInTheBinDirectory() throws {
        XCTAssertEqual(try TestProductBuilder.testBinary(in: directory), binary)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("OtherPackageTests.xctest"), withIntermediateDirectories: false
        )
        XCTAssertThrowsError(try TestProductBuilder.testBinary(in: directory)) { error in
            XCTAssertEqual(
                error as? BuildError,
                .noTestBinary(directory: directory.path, candidates: ["FakePackageTests.xctest", "OtherPackageTests.xctest"])
            )
        }
    }

    /// The per-test timeout (wall time) leaves room for a loaded machine to start the fake suite;
    /// only `hangs-forever` may run into it.
    func test_kassMutants_runsTheFixtureSuiteEndToEnd() async throws {
        let package = try Fixtures.temporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let recording = RecordingConsole()
        let json = package.appendingPathComponent("results.json")
        let status = await KassToolMain.run(
            arguments: ["mutants", "--clean", "--parallel", "2", "--seeds", "2", "--timeout", "2", "--package-path", package.path,
                        "--test-binary", binary.path, "--json", json.path],
            console: recording.console(), environment: environment
        )
        XCTAssertEqual(status, 1)
        let output = recording.standardOutput
        XCTAssertTrue(output.contains("Clean run green: 4 tests under seeds 1…2 in "), output)
        XCTAssertTrue(output.contains("\namount-drops-decimals   killed      TransferTests/test_transfer_amountFormatting "), output)
        XCTAssertTrue(output.contains("\ncrash-on-open           crashed     in CardTests/test_card_opens "), output)
        XCTAssertTrue(
            output.contains("\nflaky-under-jitter      survived    still green: CardTests/test_card_freezeSwitch (seed 2) "), output
        )
        XCTAssertTrue(output.contains("\nhangs-forever           timed out   in CardTests/test_card_opens "), output)
        XCTAssertTrue(output.contains("\n4 of 6 killed (1 crashed, 1 timed out); 2 survived: flaky-under-jitter, stale-balance\n"), output)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        XCTAssertEqual((object?["clean"] as? [String: Any])?["green"] as? Bool, true)
    }

    func test_kassMutants_redCleanRunStopsWithStatusOne() async throws {
        let package = try Fixtures.temporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let recording = RecordingConsole()
        var environment = self.environment
        environment["FAKE_XCTEST_RED"] = "test_transfer_submitOnce"
        let status = await KassToolMain.run(
            arguments: ["mutants", "--clean", "--package-path", package.path, "--test-binary", binary.path],
            console: recording.console(), environment: environment
        )
        XCTAssertEqual(status, 1)
        XCTAssertTrue(recording.standardError.contains("  failed: TransferTests/test_transfer_submitOnce\n"), recording.standardError)
        XCTAssertFalse(recording.standardOutput.contains("Running"))
    }
}
