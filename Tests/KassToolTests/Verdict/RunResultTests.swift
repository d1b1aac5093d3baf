import XCTest
@testable import KassTool

final class RunResultTests: XCTestCase {
    let tests = ["M.A/test_a", "M.A/test_b", "M.B/test_c"]

    func test_judge_killedWhenAListedTestFails() {
        let result = RunResult.judge(FakeRunner.output(tests: tests, failing: ["M.A/test_b"]), tests: tests, seed: 3)
        XCTAssertEqual(result.kind, .killed)
        XCTAssertEqual(result.seed, 3)
        XCTAssertEqual(result.failingTests, ["M.A/test_b"])
        XCTAssertEqual(result.passingTests, ["M.A/test_a", "M.B/test_c"])
        XCTAssertEqual(result.outputTail, "")
    }

    func test_judge_survivedWhenEveryTestPasses() {
        let result = RunResult.judge(FakeRunner.output(tests: tests, failing: []), tests: tests, seed: nil)
        XCTAssertEqual(result.kind, .survived)
        XCTAssertEqual(result.passingTests, tests)
        XCTAssertEqual(result.notRunTests, [])
    }

    func test_judge_listsTestsTheOutputNeverMentions() {
        let result = RunResult.judge(FakeRunner.output(tests: ["M.A/test_a"], failing: []), tests: tests, seed: nil)
        XCTAssertEqual(result.kind, .survived)
        XCTAssertEqual(result.notRunTests, ["M.A/test_b", "M.B/test_c"])
    }

    func test_judge_crashedWithTheTestItDiedIn() {
        let output = "Test Case 'A.test_a' started at x\nTest Case 'A.test_a' passed (0.1 seconds)\nTest Case 'A.test_b' started at "
            + "x\nFatal error: boom"
        let completion = ChildProcess.Completion(termination: .signalled(4), output: output, duration: 1)
        let result = RunResult.judge(completion, tests: tests, seed: nil)
        XCTAssertEqual(result.kind, .crashed)
        XCTAssertEqual(result.failingTests, ["M.A/test_b"])
        XCTAssertEqual(result.notRunTests, ["M.B/test_c"])
        XCTAssertTrue(result.outputTail.hasSuffix("Fatal error: boom"))
    }

    func test_judge_crashedWhenTheProcessFailsWithoutAFailedTest() {
        let completion = ChildProcess.Completion(termination: .exited(1), output: "", duration: 1)
        XCTAssertEqual(RunResult.judge(completion, tests: tests, seed: nil).kind, .crashed)
        let missing = ChildProcess.Completion(termination: .failedToLaunch(reason: "no such file"), output: "", duration: 0)
        let result = RunResult.judge(missing, tests: tests, seed: nil)
        XCTAssertEqual(result.kind, .crashed)
        XCTAssertEqual(result.outputTail, "could not start the test binary: no such file")
    }

    func test_judge_timedOutUnlessATestAlreadyFailed() {
        let hung = ChildProcess.Completion(termination: .timedOut(seconds: 5), output: "Test Case 'A.test_a' started at x", duration: 5)
        XCTAssertEqual(RunResult.judge(hung, tests: tests, seed: nil).kind, .timedOut)
        XCTAssertEqual(RunResult.judge(hung, tests: tests, seed: nil).failingTests, ["M.A/test_a"])
        var failedThenHung = FakeRunner.output(tests: ["M.A/test_a"], failing: ["M.A/test_a"])
        failedThenHung.termination = .timedOut(seconds: 5)
        XCTAssertEqual(RunResult.judge(failedThenHung, tests: tests, seed: nil).kind, .killed)
    }

    func test_tail_keepsTheLastLines() {
        let output = (1...40).map { "line \($0)" }.joined(separator: "\n")
        XCTAssertEqual(RunResult.tailLines(of: output), (26...40).map { "line \($0)" }.joined(separator: "\n"))
    }
}
