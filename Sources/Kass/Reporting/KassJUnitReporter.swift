import Foundation

/// Writes JUnit XML to `<results>/junit.xml` (see ``KassJUnitDocument`` for the layout).
///
/// Tests of one process accumulate in one reporter: after each test the whole file is rewritten,
/// so it is complete whenever the process stops (even when a later test crashes it). Use
/// ``KassReporters`` to get the process-wide instance for a results directory.
///
/// Writing never fails a test: a problem is printed on standard error and kept in ``problems``.
@MainActor
public final class KassJUnitReporter: KassReporter {
    /// The file written: `<results>/junit.xml`.
    public let fileURL: URL
    /// Problems met while writing, in order.
    public private(set) var problems: [String] = []
    /// Finished tests by suite, suites in the order their first test finished.
    private var suites: [(name: String, tests: [KassStepTree])] = []
    private var recorder = KassStepTreeRecorder()

    /// A reporter writing `<resultsDirectory>/junit.xml`.
    public init(resultsDirectory: URL) {
        fileURL = resultsDirectory.appendingPathComponent("junit.xml")
    }

    /// The finished tests recorded so far.
    public var finishedTestCount: Int { suites.reduce(0) { $0 + $1.tests.count } }

    /// Records the event; rewrites the file when a test finishes.
    public func handle(_ event: KassEvent) {
        guard let tree = recorder.record(event) else { return }
        if let index = suites.firstIndex(where: { $0.name == tree.test.suite }) {
            suites[index].tests.append(tree)
        } else {
            suites.append((name: tree.test.suite, tests: [tree]))
        }
        writeFile()
    }

    /// The document for everything recorded so far.
    public var xml: String { KassJUnitDocument.xml(suites: suites) }

    private func writeFile() {
        if let problem = KassReportFiles.write(Data(xml.utf8), to: fileURL) {
            problems.append(problem)
            KassReportFiles.warn(problem)
        }
    }
}
