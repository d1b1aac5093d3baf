import XCTest
@testable import KassTool

final class MutantResultTests: XCTestCase {
    let defect = Defect(id: "d", group: "state", severity: "high", summary: "D")
    let tests = ["M.A/test_a", "M.A/test_b"]

    func run(_ kind: Verdict, seed: Int?, failing: [String] = [], passing: [String] = []) -> RunResult {
        RunResult(kind: kind, seed: seed, failingTests: failing, passingTests: passing, notRunTests: [], duration: 1, outputTail: "")
    }

    func test_verdict_combinePrefersSurvivalThenTimeoutThenCrash() {
        XCTAssertEqual(Verdict.combine([.killed, .killed]), .killed)
        XCTAssertEqual(Verdict.combine([.killed, .survived, .crashed]), .survived)
        XCTAssertEqual(Verdict.combine([.crashed, .timedOut, .killed]), .timedOut)
        XCTAssertEqual(Verdict.combine([.killed, .crashed]), .crashed)
        XCTAssertEqual(Verdict.combine([]), .killed)
        XCTAssertEqual(Verdict.allCases.filter(\.countsAsKilled), [.killed, .crashed, .timedOut])
    }

    func test_mutant_killedOnlyWhenKilledUnderEverySeed() {
        let killedEverywhere = MutantResult.combine(defect: defect, tests: tests, runs: [
            run(.killed, seed: 2, failing: ["M.A/test_b"]), run(.killed, seed: 1, failing: ["M.A/test_a"]),
        ])
        XCTAssertEqual(killedEverywhere.verdict, .killed)
        XCTAssertEqual(killedEverywhere.killingTests, ["M.A/test_a", "M.A/test_b"])
        XCTAssertEqual(killedEverywhere.runs.map(\.seed), [1, 2])
        XCTAssertEqual(killedEverywhere.duration, 2)

        let survivedOnce = MutantResult.combine(defect: defect, tests: tests, runs: [
            run(.killed, seed: 1, failing: ["M.A/test_a"]), run(.survived, seed: 2, passing: tests),
        ])
        XCTAssertEqual(survivedOnce.verdict, .survived)
        XCTAssertEqual(survivedOnce.survivingSeeds, [2])
        XCTAssertEqual(survivedOnce.greenTests, tests)
    }

    func test_mutant_keepsTheTailOfTheFirstCrash() {
        var crash = run(.crashed, seed: nil, failing: ["M.A/test_a"])
        crash.outputTail = "Fatal error"
        let result = MutantResult.combine(defect: defect, tests: tests, runs: [crash])
        XCTAssertEqual(result.verdict, .crashed)
        XCTAssertEqual(result.outputTail, "Fatal error")
    }

    func test_clean_isGreenOnlyWhenEveryTestPassedEverywhere() {
        XCTAssertTrue(CleanRunResult(runs: [run(.survived, seed: 1, passing: tests)], wallTime: 1).isGreen)
        let red = CleanRunResult(
            runs: [run(.survived, seed: 1, passing: tests), run(.killed, seed: 2, failing: ["M.A/test_b"])], wallTime: 1
        )
        XCTAssertFalse(red.isGreen)
        XCTAssertEqual(red.problems, ["seed 2: failed: A/test_b"])
        var missing = run(.survived, seed: nil, passing: ["M.A/test_a"])
        missing.notRunTests = ["M.A/test_b"]
        let incomplete = CleanRunResult(runs: [missing], wallTime: 1)
        XCTAssertFalse(incomplete.isGreen)
        XCTAssertEqual(incomplete.problems, ["not run (missing from the test binary?): A/test_b"])
    }
}
