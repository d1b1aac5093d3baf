@testable import KassTool
import XCTest

/// Swift Testing's event stream read as XCTest-shaped lines, and the pieces the runner builds
/// around it.
final class SwiftTestingEventStreamTests: XCTestCase {
    private func event(_ kind: String, _ id: String, known: Bool? = nil) -> String {
        let issue = known.map { #","issue":{"isKnown":\#($0)}"# } ?? ""
        return #"{"kind":"event","payload":{"kind":"\#(kind)","testID":"\#(id)"\#(issue)},"version":0}"#
    }

    func test_stream_becomesXCTestLinesThatTheParserJudges() {
        let passing = "M.Tally/passes()/Tally.swift:3:6"
        let failing = "M.Tally/Nested/fails()/Tally.swift:9:6"
        let known = "M.Tally/knownIssue()/Tally.swift:12:6"
        let stream = [
            #"{"kind":"test","payload":{"id":"M.Tally"},"version":0}"#, event("testStarted", "M.Tally"),
            event("testStarted", passing), event("testEnded", passing),
            event("testStarted", failing), event("issueRecorded", failing, known: false), event("testEnded", failing),
            event("testStarted", known), event("issueRecorded", known, known: true), event("testEnded", known),
            "not json", event("testEnded", "M.Tally"),
        ].joined(separator: "\n")
        let lines = SwiftTestingEventStream.xctestLines(of: stream)
        XCTAssertEqual(lines, """
            Test Case 'Tally.passes()' started
            Test Case 'Tally.passes()' passed (0.000 seconds)
            Test Case 'Tally/Nested.fails()' started
            Test Case 'Tally/Nested.fails()' failed (0.000 seconds)
            Test Case 'Tally.knownIssue()' started
            Test Case 'Tally.knownIssue()' passed (0.000 seconds)

            """)
        let completion = ChildProcess.Completion(termination: .exited(1), output: lines, duration: 1)
        let result = RunResult.judge(completion, tests: ["M.Tally/passes()", "M.Tally/Nested/fails()", "M.Tally/knownIssue()"], seed: nil)
        XCTAssertEqual(result.kind, .killed)
        XCTAssertEqual(result.failingTests, ["M.Tally/Nested/fails()"])
        XCTAssertEqual(result.passingTests, ["M.Tally/passes()", "M.Tally/knownIssue()"])
    }

    func test_stream_aTestStoppedAfterItsIssueFailedAndACrashLeavesItsTestStarted() {
        let stopped = [event("testStarted", "M.A/a()/A.swift:1:1"), event("issueRecorded", "M.A/a()/A.swift:1:1", known: false)]
        XCTAssertEqual(
            SwiftTestingEventStream.xctestLines(of: stopped.joined(separator: "\n")),
            "Test Case 'A.a()' started\nTest Case 'A.a()' failed (0.000 seconds)\n"
        )
        let crashed = SwiftTestingEventStream.xctestLines(of: event("testStarted", "M.A/b()/A.swift:4:1"))
        XCTAssertEqual(XCTestOutputParser.parse(crashed).unfinished, "A/b()")
    }

    func test_filter_selectsExactlyOneID() {
        XCTAssertEqual(SwiftTestingEventStream.filter(for: "M.Tally/adds()"), #"^M\.Tally/adds\(\)"#)
        XCTAssertTrue(SwiftTestingEventStream.isSwiftTestingID("M.Tally/adds()"))
        XCTAssertFalse(SwiftTestingEventStream.isSwiftTestingID("M.Tally/test_adds"))
    }

    func test_consoleOutput_showsAFailureOnlyForAnIssueThatIsNotKnown() {
        XCTAssertTrue(SwiftTestingEventStream.showsAFailedTest("✘ Test adds() recorded an issue at A.swift:3:5: Expectation failed\n"))
        XCTAssertFalse(SwiftTestingEventStream.showsAFailedTest("━ Test adds() recorded a known issue at A.swift:3:5: Issue recorded\n"))
        XCTAssertFalse(SwiftTestingEventStream.showsAFailedTest("✔ Test adds() passed after 0.1 seconds.\n"))
    }

    func test_combine_keepsBothOutputsAndTheWorseEnding() {
        let green = ChildProcess.Completion(termination: .exited(0), output: "a", duration: 1)
        let red = ChildProcess.Completion(termination: .exited(1), output: "b\n", duration: 2)
        let crash = ChildProcess.Completion(termination: .signalled(11), output: "c", duration: 3)
        XCTAssertEqual(
            XCTestProcessRunner.combine(green, red), ChildProcess.Completion(termination: .exited(1), output: "a\nb\n", duration: 3)
        )
        XCTAssertEqual(XCTestProcessRunner.combine(red, crash).termination, .signalled(11))
    }
}
