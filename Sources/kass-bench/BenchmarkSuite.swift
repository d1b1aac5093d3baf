import Foundation

/// One measured figure: the median of several runs, at one problem size.
struct BenchmarkResult: Codable {
    var suite: String
    var name: String
    var size: Int
    var unit: String
    var median: Double
    var minimum: Double
    var runs: Int
}

/// A named group of benchmarks.
@MainActor
struct BenchmarkSuite {
    let name: String
    let summary: String
    /// Whether `kass-bench` with no suite named runs it (the slow, process-spawning suites do not).
    var runsByDefault = true
    let run: @MainActor (_ runs: Int) -> [BenchmarkResult]
}

/// Every suite `kass-bench` knows.
@MainActor
enum BenchmarkRegistry {
    static let suites: [BenchmarkSuite] = [
        RuntimeBenchmarks.suite, RenderBenchmarks.suite, LayoutBenchmarks.suite, EngineBenchmarks.suite, SnapshotBenchmarks.suite,
        WaitBenchmarks.suite, DSLBenchmarks.suite, AgentBenchmarks.suite, ReferenceSuiteBenchmarks.suite, ReportBenchmarks.suite,
        DiffableBenchmarks.suite,
        CollectionBenchmarks.suite, ServerBenchmarks.suite,
    ]
}

/// Timing helpers: median wall time per operation.
enum Measure {
    /// Runs `body` `iterations` times per run, `runs` times, after a warm-up run of the same length
    /// (caches, branch predictors and lazily built state settle before anything is timed), and
    /// returns the per-iteration times in microseconds.
    @MainActor
    static func microseconds(runs: Int, iterations: Int, _ body: @MainActor () -> Void) -> [Double] {
        for _ in 0..<iterations { body() }
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations { body() }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            samples.append(Double(elapsed) / 1000 / Double(iterations))
        }
        return samples
    }

    static func result(suite: String, name: String, size: Int, samples: [Double], unit: String = "µs") -> BenchmarkResult {
        let sorted = samples.sorted()
        let median = sorted.isEmpty ? 0 : (sorted.count % 2 == 1
            ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2)
        return BenchmarkResult(
            suite: suite, name: name, size: size, unit: unit, median: median, minimum: sorted.first ?? 0, runs: samples.count
        )
    }
}

/// Formats results.
enum BenchmarkReport {
    static func table(_ results: [BenchmarkResult]) -> String {
        var lines = ["| suite | benchmark | size | median | min |", "|---|---|---:|---:|---:|"]
        for result in results {
            lines.append("| \(result.suite) | \(result.name) | \(result.size) | \(format(result.median)) \(result.unit) "
                + "| \(format(result.minimum)) \(result.unit) |")
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ results: [BenchmarkResult]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? String(decoding: encoder.encode(results), as: UTF8.self)) ?? "[]"
    }

    private static func format(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
    }
}
