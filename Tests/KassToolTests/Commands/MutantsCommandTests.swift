import Foundation
import XCTest
@testable import KassTool

/// `kass mutants` run in-process on a copy of the fixture suite, with a fake runner whose answers
/// come from a table: which tests fail under which defect.
final class MutantsCommandTests: XCTestCase {
    var package: URL!
    let recording = RecordingConsole()

    override func setUpWithError() throws {
        package = try Fixtures.temporaryPackage()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: package)
    }

    /// Fails the listed test of every defect except `survivors`; fails `redInClean` with no defect.
    func runner(survivors: Set<String> = [], redInClean: Set<String> = [], survivesUnderSeed: Int? = nil) -> FakeRunner {
        FakeRunner { request in
            guard let defect = request.defectID else { return FakeRunner.output(tests: request.tests, failing: redInClean) }
            let survives = survivors.contains(defect) || (survivesUnderSeed != nil && request.seed == survivesUnderSeed)
            return FakeRunner.output(tests: request.tests, failing: survives ? [] : [request.tests[0]])
        }
    }

    func command(_ arguments: [String], runner: (any TestProcessRunning)?, terminal: Bool = false) throws -> MutantsCommand {
        let options = try MutantsOptions.parse(arguments + ["--package-path", package.path])
        return MutantsCommand(
            options: options, project: try Fixtures.project(options, in: package),
            console: recording.console(isTerminal: terminal), environment: ["PATH": "/usr/bin"], now: SteppingClock().now, runner: runner
        )
    }

    func test_generate_writesTheManifestAndCheckAcceptsIt() async throws {
        let generated = try await command(["--generate"], runner: nil).run()
        XCTAssertEqual(generated, 0)
        XCTAssertEqual(recording.standardOutput, "Wrote ReferenceSuite/mutants.json: 6 defects, 6 tests.\n")
        let text = try String(contentsOf: package.appendingPathComponent("ReferenceSuite/mutants.json"), encoding: .utf8)
        XCTAssertTrue(text.contains("\"double-submit\": [\n      \"ReferenceSuite.TransferTests/test_transfer_submitOnce\"\n    ],"))
        let checked = try await command(["--check"], runner: nil).run()
        XCTAssertEqual(checked, 0)
        XCTAssertTrue(recording.standardOutput.hasSuffix("ReferenceSuite/mutants.json is up to date: 6 defects, 6 tests.\n"))
    }

    func test_check_failsWithADiffAfterACommentChanged() async throws {
        _ = try await command(["--generate"], runner: nil).run()
        let file = package.appendingPathComponent("ReferenceSuite/TransferTests.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        try source.replacingOccurrences(of: "/// Catches `double-submit`, `stale-balance`", with: "/// Catches `double-submit`")
            .replacingOccurrences(
                of: "    func test_transfer_noteIsOptional", with: "    /// Catches `stale-balance`\n    func test_transfer_noteIsOptional"
            )
            .write(to: file, atomically: true, encoding: .utf8)
        let status = try await command(["--check"], runner: nil).run()
        XCTAssertEqual(status, 1)
        XCTAssertTrue(recording.standardError.contains("""
                 "stale-balance": [
            -      "ReferenceSuite.TransferTests/test_transfer_submitOnce"
            +      "ReferenceSuite.TransferTests/test_transfer_noteIsOptional"
                 ]
            """), recording.standardError)
        XCTAssertTrue(recording.standardError.hasSuffix("Run `swift run kass mutants --generate` and commit the file.\n"))
    }

    func test_run_failsWithStatusOneOnManifestErrors() async throws {
        let file = package.appendingPathComponent("ReferenceSuite/CardTests.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        try source.replacingOccurrences(of: "`hangs-forever`", with: "`hangs-forevr`").write(to: file, atomically: true, encoding: .utf8)
        let fake = runner()
        let status = try await command([], runner: fake).run()
        XCTAssertEqual(status, 1)
        XCTAssertTrue(recording.standardError.contains(
            "ReferenceSuite/CardTests.swift:8: unknown defect id 'hangs-forevr' (did you mean: 'hangs-forever'?)."
        ))
        XCTAssertTrue(recording.standardError.contains("1 registry defect has no test that catches it:\n  - hangs-forever"))
        XCTAssertEqual(fake.requests, [])
    }

    func test_run_runsEachDefectAloneWithOnlyItsTests() async throws {
        let fake = runner()
        let status = try await command([], runner: fake).run()
        XCTAssertEqual(status, 0)
        XCTAssertEqual(
            fake.requests.map(\.defectID),
            ["amount-drops-decimals", "crash-on-open", "double-submit", "flaky-under-jitter", "hangs-forever", "stale-balance"]
        )
        XCTAssertEqual(fake.requests[2].tests, ["ReferenceSuite.TransferTests/test_transfer_submitOnce"])
        XCTAssertEqual(fake.requests.map(\.seed), Array(repeating: nil, count: 6))
        let output = recording.standardOutput
        XCTAssertTrue(output.contains("[1/6]  killed     amount-drops-decimals  TransferTests/test_transfer_amountFormatting  0.5s  ETA "))
        XCTAssertTrue(output.contains("\nmutant                  verdict   tests                                          time\n"))
        XCTAssertTrue(output.contains("\n6 of 6 killed\nWall time: no clean run, mutants "))
        XCTAssertTrue(
            recording.standardError.contains("warning: ReferenceSuite/mutants.json is missing; running from the /// Catches lines.")
        )
    }

    func test_run_survivorExitsOneAndIsNamed() async throws {
        let status = try await command(["--parallel", "3"], runner: runner(survivors: ["stale-balance"])).run()
        XCTAssertEqual(status, 1)
        XCTAssertTrue(
            recording.standardOutput.contains("stale-balance           survived   still green: TransferTests/test_transfer_submitOnce")
        )
        XCTAssertTrue(recording.standardOutput.contains("5 of 6 killed; 1 survived: stale-balance\n"))
    }

    func test_clean_redStopsBeforeTheMutants() async throws {
        let fake = runner(redInClean: ["ReferenceSuite.CardTests/test_card_opens"])
        let status = try await command(["--clean", "--parallel", "2"], runner: fake).run()
        XCTAssertEqual(status, 1)
        XCTAssertEqual(fake.requests.map(\.defectID), [nil, nil])
        XCTAssertEqual(Set(fake.requests.flatMap(\.tests)).count, 4)
        XCTAssertTrue(recording.standardError.contains(
            "error: the clean run is red, so no mutant can be trusted; mutants not run.\n  failed: CardTests/test_card_opens\n"
        ))
    }

    func test_clean_reportsRedProcessesInRequestOrderWhateverOrderTheyFinish() async throws {
        let fake = FakeRunner { request in FakeRunner.output(tests: request.tests, failing: Set(request.tests)) }
        // The processes run the manifest's tests in order, Card's first; Card's process finishes last.
        let runner = FinishesLast(fake, holdingBack: { $0.tests[0].contains("CardTests") })
        let status = try await command(["--clean", "--parallel", "2"], runner: runner).run()
        XCTAssertEqual(status, 1)
        let problems = recording.standardError.split(separator: "\n").filter { $0.hasPrefix("  failed: ") }
        XCTAssertEqual(problems.count, 2, recording.standardError)
        XCTAssertEqual(fake.requests.last?.tests.first.map(XCTestOutputParser.shortName(ofTestID:)), "CardTests/test_card_freezeSwitch")
        XCTAssertEqual(problems.first?.hasPrefix("  failed: CardTests/test_card_freezeSwitch"), true, recording.standardError)
    }

    func test_clean_runsUnderEverySeedThenTheMutants() async throws {
        let fake = runner()
        let status = try await command(["--clean", "--seeds", "2", "--only", "double-submit"], runner: fake).run()
        XCTAssertEqual(status, 0)
        XCTAssertEqual(fake.requests.map(\.defectID), [nil, nil, "double-submit", "double-submit"])
        XCTAssertEqual(fake.requests.map(\.seed), [1, 2, 1, 2])
        XCTAssertEqual(fake.requests[0].tests, ["ReferenceSuite.TransferTests/test_transfer_submitOnce"])
        XCTAssertTrue(recording.standardOutput.contains("Clean run green: 1 test under seeds 1…2 in "))
    }

    func test_seeds_survivalUnderOneSeedSurvivesAndSkipsTheRest() async throws {
        let fake = runner(survivesUnderSeed: 1)
        let status = try await command(["--seeds", "3", "--only", "double-submit"], runner: fake).run()
        XCTAssertEqual(status, 1)
        XCTAssertEqual(fake.requests.map(\.seed), [1])
        XCTAssertTrue(recording.standardOutput.contains("still green: TransferTests/test_transfer_submitOnce (seed 1)"))
    }

    func test_shard_runsOnlyItsDefectsAndAnEmptyShardSucceeds() async throws {
        let fake = runner()
        _ = try await command(["--shard", "2/4"], runner: fake).run()
        XCTAssertEqual(fake.requests.map(\.defectID), ["crash-on-open", "stale-balance"])
        let empty = runner()
        let status = try await command(["--shard", "7/7"], runner: empty).run()
        XCTAssertEqual(status, 0)
        XCTAssertEqual(empty.requests, [])
        XCTAssertTrue(
            recording.standardOutput.contains("Shard 7/7 holds no defect (6 in total, more shards than defects). Nothing to run.\n")
        )
    }

    func test_reports_areWrittenToTheGivenPaths() async throws {
        let json = package.appendingPathComponent("out.json"), junit = package.appendingPathComponent("out.xml")
        _ = try await command(["--json", json.path, "--junit", junit.path], runner: runner(survivors: ["crash-on-open"])).run()
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        XCTAssertEqual((object?["summary"] as? [String: Any])?["survived"] as? Int, 1)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains(#"<testcase classname="mutants.state" name="crash-on-open""#))
        XCTAssertTrue(xml.contains("failures=\"1\""))
    }

    func test_terminal_drawsALiveBarAndClearsIt() async throws {
        _ = try await command(["--only", "double-submit"], runner: runner(), terminal: true).run()
        let output = recording.standardOutput
        XCTAssertTrue(output.contains("[------------------------------]  0/1  ETA --"))
        XCTAssertTrue(output.contains("\r\u{1B}[2K[1/1]  killed     double-submit"))
        XCTAssertTrue(output.contains("\r\u{1B}[2K\nmutant"))
    }
}

/// Answers the request `isHeldBack` picks only after another one has been answered, so that process
/// finishes last whatever order the processes started in.
private final class FinishesLast: TestProcessRunning, @unchecked Sendable {
    private let inner: FakeRunner
    private let isHeldBack: @Sendable (TestRunRequest) -> Bool
    private let lock = NSLock()
    private var secondAnswered = false
    private var waiting: CheckedContinuation<Void, Never>?

    init(_ inner: FakeRunner, holdingBack isHeldBack: @escaping @Sendable (TestRunRequest) -> Bool) {
        self.inner = inner
        self.isHeldBack = isHeldBack
    }

    func run(_ request: TestRunRequest) async -> ChildProcess.Completion {
        if isHeldBack(request) {
            await withCheckedContinuation { continuation in
                let answered = lock.withLock {
                    if !secondAnswered { waiting = continuation }
                    return secondAnswered
                }
                if answered { continuation.resume() }
            }
            for _ in 0..<20 { await Task.yield() }
            return await inner.run(request)
        }
        let completion = await inner.run(request)
        let continuation = lock.withLock {
            secondAnswered = true
            defer { waiting = nil }
            return waiting
        }
        continuation?.resume()
        return completion
    }
}
