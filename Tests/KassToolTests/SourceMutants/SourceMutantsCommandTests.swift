import Foundation
@testable import KassTool
import XCTest

/// `kass mutants --operators` in-process on a small app (not ChaosBank): a fake build checks that
/// the sources are rewritten while it runs, a fake test runner answers coverage and mutant runs.
final class SourceMutantsCommandTests: XCTestCase {
    private var package: URL!
    private let recording = RecordingConsole()
    private let app = """
        func fee(for amount: Int) -> Int {
            if amount > 100 {
                return 2
            }
            return 0
        }

        func neverCalled() {
            reset()
        }

        """

    override func setUpWithError() throws {
        package = try Fixtures.temporaryPackage()
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Shop"), withIntermediateDirectories: true)
        try app.write(to: package.appendingPathComponent("Sources/Shop/Fees.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: package)
    }

    /// Captures the rewritten app during the fake build: the ids its schemata record.
    private final class BuildSpy: @unchecked Sendable {
        var heads: [Int] = []
    }

    private func command(_ arguments: [String], killed: Set<Int>, spy: BuildSpy) throws -> (MutantsCommand, FakeRunner) {
        let folder = package!
        let runner = FakeRunner { request in
            let test = request.tests.first ?? ""
            if let coverage = request.variables[MutantSchemataSupport.coverageVariable] {
                // Only the card test runs code, and only the fee code (mutants 1–5; 6 is in neverCalled).
                if test.hasSuffix("test_card_opens") {
                    try? spy.heads.filter { $0 < 6 }.map { "\($0)\n" }.joined().write(toFile: coverage, atomically: true, encoding: .utf8)
                }
                return FakeRunner.output(tests: request.tests, failing: [])
            }
            let mutant = Int(request.variables[MutantSchemataSupport.mutantVariable] ?? "") ?? 0
            return FakeRunner.output(tests: request.tests, failing: killed.contains(mutant) ? [test] : [])
        }
        let options = try MutantsOptions.parse(["--operators", "--sources", "Sources/Shop", "--package-path", package.path] + arguments)
        let command = MutantsCommand(
            options: options, project: try Fixtures.project(options, in: package), console: recording.console(),
            environment: ["PATH": "/usr/bin"],
            now: SteppingClock().now, runner: runner,
            sourceBuild: {
                let text = (try? String(contentsOf: folder.appendingPathComponent("Sources/Shop/Fees.swift"), encoding: .utf8)) ?? ""
                let pattern = "__KassSourceMutants.reach("
                spy.heads = text.components(separatedBy: pattern).dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
                return spy.heads.isEmpty ? .failure(.buildFailed(termination: .exited(1), output: "no schemata")) : .success(folder)
            }
        )
        return (command, runner)
    }

    func test_operators_scoreSurvivorsAndNotCoveredCode() async throws {
        // Mutants: 1 `>` boundary, 2 `>` negation, 3 `100`, 4 `2`, 5 `0`, 6 reset() removed (never called).
        let spy = BuildSpy()
        let (command, runner) = try command(["--json", package.appendingPathComponent("mutants.json").path], killed: [1, 2, 4], spy: spy)
        let status = await command.run()
        XCTAssertEqual(status, 1, recording.standardError)
        let output = recording.standardOutput
        XCTAssertTrue(output.hasPrefix("Source mutants: 6 in 1 file of Sources/Shop.\n"), output)
        XCTAssertTrue(output.contains("Coverage: 6 tests, each alone with no mutant on…\n"), output)
        XCTAssertTrue(output.contains("Built in 1.0s (1 build); all compiled.\n"), output)
        XCTAssertTrue(output.contains("Running 5 covered mutants (one process at a time); 1 no test runs.\n"), output)
        XCTAssertTrue(output.contains("#3 Sources/Shop/Fees.swift:2:17 integer-literal (green: CardTests/test_card_opens)\n"
            + "  - if amount > 100 {\n  + if amount > 101 {\n"), output)
        XCTAssertTrue(output.contains("#6 Sources/Shop/Fees.swift:9:5 call-removal (not covered)\n  - reset()\n  + (removed)\n"), output)
        XCTAssertTrue(output.contains("Mutation score: 50.0% (3 of 6 killed; 2 survived, 1 not covered)\n"), output)
        // Each mutant ran with only the test that runs its code.
        let mutantRuns = runner.requests.filter { $0.variables[MutantSchemataSupport.mutantVariable] != nil }
        XCTAssertEqual(Set(mutantRuns.map(\.tests)), [["ReferenceSuite.CardTests/test_card_opens"]])
        XCTAssertEqual(mutantRuns.compactMap { $0.variables[MutantSchemataSupport.mutantVariable] }.sorted(), ["1", "2", "3", "4", "5"])
        XCTAssertEqual(try String(contentsOf: package.appendingPathComponent("Sources/Shop/Fees.swift"), encoding: .utf8), app)
        let data = try Data(contentsOf: package.appendingPathComponent("mutants.json"))
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        XCTAssertEqual(json?["score"] as? Double, 50)
        XCTAssertEqual((json?["mutants"] as? [[String: Any]])?.count, 6)
    }

    func test_operators_equivalentsListAndJUnitReport() async throws {
        let list = package.appendingPathComponent("equivalent-mutants.json")
        try #"[{"file": "Sources/Shop/Fees.swift", "line": 2, "operator": "integer-literal", "reason": "fees start above 100"}]"#
            .write(to: list, atomically: true, encoding: .utf8)
        let junit = package.appendingPathComponent("mutants.xml")
        let spy = BuildSpy()
        let (command, _) = try command(["--equivalents", "equivalent-mutants.json", "--junit", junit.path], killed: [1, 2, 4], spy: spy)
        let status = await command.run()
        XCTAssertEqual(status, 1, recording.standardError)
        let output = recording.standardOutput
        XCTAssertTrue(output.hasPrefix("Source mutants: 5 in 1 file of Sources/Shop (1 more marked equivalent).\n"), output)
        XCTAssertTrue(output.contains("Mutation score: 60.0% (3 of 5 killed; 1 survived, 1 not covered)\n"), output)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("<testsuite name=\"source mutants\" tests=\"6\" failures=\"2\""), xml)
        XCTAssertTrue(xml.contains("""
            <testcase classname="mutants.integer-literal" name="#3 Sources/Shop/Fees.swift:2:17" time="0.000" \
            file="Sources/Shop/Fees.swift" line="2">
                  <skipped message="marked equivalent: fees start above 100"/>
            """), xml)
        XCTAssertTrue(xml.contains("""
            <failure message="not covered: no test runs this code">- reset()
            + (removed)</failure>
            """), xml)
    }

    func test_operators_redTestWithNoMutantStopsTheRun() async throws {
        let spy = BuildSpy()
        let folder = package!
        let runner = FakeRunner { request in
            let red = request.tests.first?.hasSuffix("test_card_opens") == true
            return FakeRunner.output(tests: request.tests, failing: red ? Set(request.tests) : [])
        }
        let options = try MutantsOptions.parse(["--operators", "--sources", "Sources/Shop", "--package-path", package.path])
        let command = MutantsCommand(
            options: options, project: try Fixtures.project(options, in: package), console: recording.console(), environment: [:],
            now: SteppingClock().now, runner: runner,
            sourceBuild: { spy.heads = [1]; return .success(folder) }
        )
        let status = await command.run()
        XCTAssertEqual(status, 1)
        XCTAssertTrue(recording.standardError.contains("a test is red with no mutant on"), recording.standardError)
        XCTAssertTrue(runner.requests.allSatisfy { $0.variables[MutantSchemataSupport.mutantVariable] == nil }, "no mutant ran")
    }

    func test_operatorFlags_areCheckedTogether() throws {
        XCTAssertThrowsError(try MutantsOptions.parse(["--sample", "3"])) { error in
            XCTAssertTrue("\(error)".hasPrefix("--sample works only together with --operators"), "\(error)")
        }
        XCTAssertThrowsError(try MutantsOptions.parse(["--operators", "--only", "a"])) { error in
            XCTAssertTrue("\(error)".hasPrefix("--operators and --only cannot be used together"), "\(error)")
        }
        XCTAssertThrowsError(try MutantsOptions.parse(["--operators", "--seed", "-1"])) { error in
            XCTAssertTrue("\(error)".hasPrefix("--seed needs a whole number of at least 0, not '-1'"), "\(error)")
        }
        let options = try MutantsOptions.parse(["--operators", "--sample", "300", "--seed", "1", "--file", "Transfer", "--since", "main"])
        XCTAssertEqual(options.sample, 300)
        XCTAssertEqual(options.fileFilter, "Transfer")
        XCTAssertEqual(options.since, "main")
        XCTAssertTrue(options.operators)
    }
}
