import Foundation

/// Writes JUnit XML to `<results>/junit.xml` (see ``KassJUnitDocument`` for the layout).
///
/// Tests of one process accumulate in one reporter, and every process of a run (one `swift test`
/// runs XCTest and Swift Testing in two) adds its own: after each test the reporter replaces its
/// part under `<results>/junit-parts/<run id>/` and rebuilds `junit.xml` from the parts of the whole
/// run, under a file lock and by atomic renames (see ``KassRunID`` for what a run is). So the file
/// is complete and valid whenever a process stops (even when a later test crashes it), and holds
/// the tests of every process of the run, and none of earlier runs. Use ``KassReporters`` to get
/// the process-wide instance for a results directory.
///
/// Writing never fails a test: a problem is printed on standard error and kept in ``problems``.
@MainActor
public final class KassJUnitReporter: KassReporter {
    /// The file written: `<results>/junit.xml`.
    public let fileURL: URL
    /// Problems met while writing, in order.
    public private(set) var problems: [String] = []
    /// Finished tests' cases by suite, suites in the order their first test finished (each test is
    /// rendered once, when it finishes).
    private var suites: [KassJUnitDocument.Suite] = []
    private var recorder = KassStepTreeRecorder()
    private var files: KassJUnitRunFiles

    /// A reporter writing `<resultsDirectory>/junit.xml` for the run of this process
    /// (``KassRunID/current``).
    public convenience init(resultsDirectory: URL) {
        self.init(resultsDirectory: resultsDirectory, runID: KassRunID.current)
    }

    /// A reporter writing `<resultsDirectory>/junit.xml` for run `runID`: its tests are merged with
    /// those of the other reporters of the same run, and the results of other runs are removed.
    public init(resultsDirectory: URL, runID: String) {
        fileURL = resultsDirectory.appendingPathComponent("junit.xml")
        files = KassJUnitRunFiles(resultsDirectory: resultsDirectory, runID: runID, writerID: KassJUnitRunFiles.uniqueWriterID())
    }

    /// The finished tests recorded so far.
    private(set) var finishedTestCount = 0

    /// Records the event; rewrites the file when a test finishes.
    public func handle(_ event: KassEvent) {
        guard let tree = recorder.record(event) else { return }
        finishedTestCount += 1
        let suite = KassJUnitDocument.Suite(name: tree.test.suite, tests: [tree])
        if let index = suites.firstIndex(where: { $0.name == suite.name }) {
            suites[index].cases += suite.cases
            suites[index].time += suite.time
        } else {
            suites.append(suite)
        }
        writeFile()
    }

    /// The document for everything this reporter recorded (`junit.xml` adds the other writers of
    /// the run).
    public var xml: String { KassJUnitDocument.xml(suites: suites) }

    private func writeFile() {
        for problem in files.publish(suites) {
            problems.append(problem)
            KassReportFiles.warn(problem)
        }
    }
}
