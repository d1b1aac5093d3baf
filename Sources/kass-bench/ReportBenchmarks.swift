import Foundation
import Kass

/// The `reports` suite: what writing `junit.xml` costs after each test. Every test's end rebuilds
/// the file from the parts of every writer of the run (under the lock), so the cost per test grows
/// with the tests already in the run; measured with 100 and 1,000 tests split over two writers (the
/// XCTest and Swift Testing processes of one `swift test`).
@MainActor
enum ReportBenchmarks {
    static let suite = BenchmarkSuite(
        name: "reports",
        summary: "JUnit: one test's junit.xml rebuild with 100 and 1,000 tests in the run (two writers)"
    ) { runs in
        junitPublish(runs: runs)
    }

    /// The events of a passing test with one step.
    private static func passingTest(suite: String, name: String) -> [KassEvent] {
        let test = KassTestInfo(suite: suite, name: name, file: "/src/BenchTests.swift", line: 12)
        let step = KassStepID(1)
        return [
            .testStarted(test),
            .stepStarted(KassStepStart(id: step, parent: nil, kind: .action, name: "tap \"ok\"", startedAt: test.startedAt, appTime: 0)),
            .stepFinished(KassStepEnd(id: step, status: .passed, message: nil, appDuration: 0.2, wallDuration: 0.01)),
            .testFinished(KassTestEnd(test: test, status: .passed, wallDuration: 0.02, appDuration: 0.2, flakes: [])),
        ]
    }

    static func junitPublish(runs: Int) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for size in [100, 1_000] {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "kass-bench-junit-\(UUID().uuidString)", isDirectory: true
            )
            defer { try? FileManager.default.removeItem(at: directory) }
            let writers = [
                KassJUnitReporter(resultsDirectory: directory, runID: "bench"),
                KassJUnitReporter(resultsDirectory: directory, runID: "bench"),
            ]
            for index in 0..<size {
                for event in passingTest(suite: "Suite\(index % 10)", name: "test_\(index)") { writers[index % 2].handle(event) }
            }
            var next = size
            let samples = Measure.microseconds(runs: runs, iterations: 3) {
                for event in passingTest(suite: "Suite\(next % 10)", name: "test_\(next)") { writers[0].handle(event) }
                next += 1
            }
            // The same document written by one process alone, without parts or lock (what a rebuild
            // cost before junit.xml gathered every process of the run).
            var trees: [(name: String, tests: [KassStepTree])] = []
            var recorder = KassStepTreeRecorder()
            for index in 0..<size {
                for event in passingTest(suite: "Suite\(index % 10)", name: "test_\(index)") {
                    guard let tree = recorder.record(event) else { continue }
                    if let position = trees.firstIndex(where: { $0.name == tree.test.suite }) {
                        trees[position].tests.append(tree)
                    } else {
                        trees.append((tree.test.suite, [tree]))
                    }
                }
            }
            let single = directory.appendingPathComponent("single.xml")
            let singleSamples = Measure.microseconds(runs: runs, iterations: 3) {
                KassReportFiles.write(Data(KassJUnitDocument.xml(suites: trees).utf8), to: single)
            }
            var baseline = Measure.result(
                suite: "reports", name: "one process's document written alone (ms)", size: size, samples: singleSamples.map { $0 / 1000 }
            )
            baseline.unit = "ms"
            results.append(baseline)
            precondition(writers.allSatisfy { $0.problems.isEmpty }, "junit writing failed: \(writers.flatMap(\.problems))")
            var result = Measure.result(
                suite: "reports", name: "junit.xml rebuilt after one test (ms)", size: size, samples: samples.map { $0 / 1000 }
            )
            result.unit = "ms"
            results.append(result)
        }
        return results
    }
}
