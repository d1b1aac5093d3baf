import Foundation

extension XCTestProcessRunner {
    /// The exit status of a Swift Testing run whose filters matched no test.
    static let noTestsFoundStatus: Int32 = 69

    /// Runs Swift Testing tests of the binary in one process: `--testing-library swift-testing`, one
    /// anchored `--filter` per id, and the event stream written to a temporary file, translated to
    /// XCTest-shaped lines (``SwiftTestingEventStream``) ahead of the console output.
    ///
    /// On Apple platforms the `.xctest` bundle cannot run Swift Testing tests by itself (SwiftPM uses a
    /// private helper), so the run fails to launch with that reason.
    func runSwiftTesting(_ tests: [String], of request: TestRunRequest, environment: [String: String]) async -> ChildProcess.Completion {
        #if os(macOS)
        return ChildProcess.Completion(
            termination: .failedToLaunch(reason: "kass mutants runs Swift Testing tests on Linux only so far (\(tests[0]))"),
            output: "", duration: 0
        )
        #else
        let events = FileManager.default.temporaryDirectory.appendingPathComponent("kass-events-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        let arguments = ["--testing-library", "swift-testing"] + tests.flatMap { ["--filter", SwiftTestingEventStream.filter(for: $0)] }
            + ["--event-stream-output-path", events.path, "--event-stream-version", "0"]
        var completion = await ChildProcess.run(
            executable: binary, arguments: arguments, environment: environment, directory: directory, timeout: request.timeout,
            stopWhen: request.stopsAtFirstFailure ? SwiftTestingEventStream.showsAFailedTest : nil
        )
        let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        let lines = SwiftTestingEventStream.xctestLines(of: stream)
        // No test matched (renamed or not compiled in): as XCTest does, exit normally; the judgement
        // then names the tests as not run.
        if completion.termination == .exited(Self.noTestsFoundStatus), lines.isEmpty { completion.termination = .exited(0) }
        completion.output = lines + completion.output
        return completion
        #endif
    }

    /// One completion of two processes run one after the other: both outputs, the summed time, and
    /// the second's ending when it did not exit, else the higher exit status.
    static func combine(_ first: ChildProcess.Completion, _ second: ChildProcess.Completion) -> ChildProcess.Completion {
        let termination: ChildProcess.Termination
        switch (first.termination, second.termination) {
        case (.exited(let one), .exited(let two)): termination = .exited(max(one, two))
        default: termination = second.termination
        }
        let separator = first.output.hasSuffix("\n") || first.output.isEmpty ? "" : "\n"
        let output = first.output + separator + second.output
        return ChildProcess.Completion(termination: termination, output: output, duration: first.duration + second.duration)
    }
}
