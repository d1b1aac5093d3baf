import Foundation

/// The `suite` suite: wall time of the reference suite (the debug test binary, as `swift test` runs
/// it) in one process and split over two, and of `kass mutants --clean --parallel 2`, each for half
/// and for all of it. Compilation is excluded: the products are built first. Targets on a 2-core
/// machine: suite under 20 s, full mutants run under 90 s. Slow (minutes), so it runs only when
/// named, with at most 5 runs per suite figure and 3 per mutants figure.
@MainActor
enum ReferenceSuiteBenchmarks {
    static let suite = BenchmarkSuite(
        name: "suite",
        summary: "reference suite and kass mutants wall time, debug, compilation excluded (run from the package root; minutes)",
        runsByDefault: false
    ) { runs in
        measure(runs: runs)
    }

    private static func measure(runs: Int) -> [BenchmarkResult] {
        let package = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let binPath = build(in: package) else { return [] }
        let binary = binPath.appendingPathComponent("KassPackageTests.xctest").path
        let kass = binPath.appendingPathComponent("kass").path
        let classes = referenceSuiteClasses(binary: binary)
        guard !classes.isEmpty else {
            report("no ReferenceSuite tests found in \(binary)")
            return []
        }
        let half = Array(classes.prefix(classes.count / 2))
        let suiteRuns = min(runs, 5), mutantRuns = min(runs, 3)
        var results: [BenchmarkResult] = []
        for (name, subset) in [("reference suite, 1 process", half), ("reference suite, 1 process", classes)] {
            let samples = (0..<suiteRuns).map { _ in wallTime { run(binary, [subset.map(\.name).joined(separator: ",")], in: package) } }
            results.append(
                Measure.result(suite: "suite", name: name, size: subset.reduce(0) { $0 + $1.tests }, samples: samples, unit: "s")
            )
        }
        for (name, subset) in [("reference suite, 2 processes", half), ("reference suite, 2 processes", classes)] {
            let samples = (0..<suiteRuns).map { _ in wallTime { runSplit(binary, subset, in: package) } }
            results.append(
                Measure.result(suite: "suite", name: name, size: subset.reduce(0) { $0 + $1.tests }, samples: samples, unit: "s")
            )
        }
        let defects = defectCount(in: package)
        for (name, shard, size) in [
            ("kass mutants --clean --parallel 2", ["--shard", "1/2"], (defects + 1) / 2), ("kass mutants --clean --parallel 2", [], defects)
        ] {
            let arguments = ["mutants", "--clean", "--parallel", "2", "--test-binary", binary] + shard
            let samples = (0..<mutantRuns).map { _ in wallTime { run(kass, arguments, in: package) } }
            results.append(Measure.result(suite: "suite", name: name, size: size, samples: samples, unit: "s"))
        }
        return results
    }

    /// Builds the test product and `kass` (debug); returns the bin path, or `nil` after reporting why.
    private static func build(in package: URL) -> URL? {
        for arguments in [["build", "--build-tests"], ["build", "--product", "kass"]] {
            let (status, output) = capture("/usr/bin/env", ["swift"] + arguments, in: package)
            guard status == 0 else {
                report("`swift \(arguments.joined(separator: " "))` failed:\n\(output)")
                return nil
            }
        }
        let (status, output) = capture("/usr/bin/env", ["swift", "build", "--show-bin-path"], in: package)
        guard status == 0 else {
            report("`swift build --show-bin-path` failed:\n\(output)")
            return nil
        }
        return URL(fileURLWithPath: output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The reference suite's test classes (`ReferenceSuite.HomeTests`) with their test counts.
    private static func referenceSuiteClasses(binary: String) -> [(name: String, tests: Int)] {
        let (_, output) = capture(binary, ["--list-tests"], in: nil)
        var counts: [String: Int] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix("ReferenceSuite.") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            counts[String(line[..<slash]), default: 0] += 1
        }
        return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// How many defects the manifest lists.
    private static func defectCount(in package: URL) -> Int {
        let manifest = package.appendingPathComponent("ReferenceSuite/mutants.json")
        guard let data = try? Data(contentsOf: manifest),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let defects = object["defects"] as? [String: Any] else { return 0 }
        return defects.count
    }

    /// Runs the classes in two processes at once (split by test count).
    private static func runSplit(_ binary: String, _ classes: [(name: String, tests: Int)], in package: URL) {
        var halves: [[String]] = [[], []], sizes = [0, 0]
        for entry in classes.sorted(by: { $0.tests > $1.tests }) {
            let target = sizes[0] <= sizes[1] ? 0 : 1
            halves[target].append(entry.name)
            sizes[target] += entry.tests
        }
        let processes = halves.filter { !$0.isEmpty }.map { start(binary, [$0.joined(separator: ",")], in: package) }
        for process in processes { process.waitUntilExit() }
    }

    private static func run(_ executable: String, _ arguments: [String], in package: URL) {
        start(executable, arguments, in: package).waitUntilExit()
    }

    private static func start(_ executable: String, _ arguments: [String], in package: URL?) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let package { process.currentDirectoryURL = package }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { report("cannot start \(executable): \(error)") }
        return process
    }

    private static func capture(_ executable: String, _ arguments: [String], in package: URL?) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let package { process.currentDirectoryURL = package }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "cannot start \(executable): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static func wallTime(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private static func report(_ message: String) {
        FileHandle.standardError.write(Data("kass-bench suite: \(message)\n".utf8))
    }
}
