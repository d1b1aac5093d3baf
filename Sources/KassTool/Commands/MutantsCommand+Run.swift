import Foundation

extension MutantsCommand {
    /// Builds (unless a runner or binary is given), runs the clean suite with `--clean`, then the
    /// mutants, prints the table and summary, writes the reports and returns the exit status.
    ///
    /// A red clean run stops before the mutants: a test that already fails would "kill" every
    /// mutant that lists it, so the mutants' verdicts could not be trusted.
    func runMutants(_ manifest: MutantManifest) async -> Int32 {
        let selected = selectedDefects(in: manifest)
        guard !selected.isEmpty else {
            let total = manifest.defects.count
            console.write("Shard \(options.shard.map(\.description) ?? "") holds no defect (\(total) in total, more shards than defects). "
                + "Nothing to run.\n")
            return 0
        }
        let runner: any TestProcessRunning
        do {
            runner = try await makeRunner()
        } catch {
            console.writeError("error: \(error)\n")
            return 1
        }
        let pool = ProcessPool(runner: runner, width: options.parallel)
        var clean: CleanRunResult?
        if options.clean {
            let result = await runClean(tests: manifest.tests(catching: selected), pool: pool)
            clean = result
            guard result.isGreen else {
                console.writeError("error: the clean run is red, so no mutant can be trusted; mutants not run.\n")
                for problem in result.problems { console.writeError("  \(problem)\n") }
                for run in result.runs where !run.outputTail.isEmpty {
                    console.writeError(run.outputTail.split(separator: "\n").map { "  | \($0)\n" }.joined())
                }
                console.writeError("Fix the red tests (run them with swift test --filter), then run kass mutants --clean again.\n")
                let summary = MutantsSummary(results: [], clean: result, mutantsWallTime: 0, launchVariable: project.launchVariable)
                console.write(summary.wallTimeLine + "\n")
                return writeReports(summary) ?? 1
            }
        }
        let (results, wallTime) = await runSelected(selected, manifest: manifest, pool: pool)
        let summary = MutantsSummary(results: results, clean: clean, mutantsWallTime: wallTime, launchVariable: project.launchVariable)
        console.write("\n" + ResultTable.render(results) + summary.closingText)
        return writeReports(summary) ?? summary.exitStatus
    }

    private func makeRunner() async throws -> any TestProcessRunning {
        if let runner { return runner }
        if let testBinary = project.testBinary {
            return XCTestProcessRunner(
                binary: URL(fileURLWithPath: testBinary), baseEnvironment: environment, directory: packageURL,
                launchVariable: project.launchVariable
            )
        }
        console.write("Building the test product (swift build --build-tests)…\n")
        let binary = try await TestProductBuilder(packagePath: packageURL, environment: environment).build()
        return XCTestProcessRunner(
            binary: binary, baseEnvironment: environment, directory: packageURL, launchVariable: project.launchVariable
        )
    }

    private func runClean(tests: [String], pool: ProcessPool) async -> CleanRunResult {
        let started = now()
        let chunks = Self.chunks(tests, count: options.parallel)
        let requests = seeds.flatMap { seed in
            chunks.map { TestRunRequest(tests: $0, defectID: nil, seed: seed, timeout: options.timeout) }
        }
        let seedText = options.seeds.map { " under seeds 1…\($0)" } ?? ""
        console.write("Clean run: \(tests.count) test\(tests.count == 1 ? "" : "s")\(seedText) in \(requests.count) "
            + "process\(requests.count == 1 ? "" : "es")…\n")
        var runs: [Int: RunResult] = [:]
        await pool.run(requests) { index, completion in
            runs[index] = RunResult.judge(completion, tests: requests[index].tests, seed: requests[index].seed)
        }
        let result = CleanRunResult(runsByRequest: runs, wallTime: now() - started)
        if result.isGreen {
            console.write("Clean run green: \(tests.count) test\(tests.count == 1 ? "" : "s")\(seedText) "
                + "in \(ProgressFormatter.duration(result.wallTime)).\n")
        }
        return result
    }

    private func runSelected(_ selected: [String], manifest: MutantManifest, pool: ProcessPool) async -> ([MutantResult], Double) {
        let started = now()
        let seeds = self.seeds
        var requests: [TestRunRequest] = []
        var owners: [Int] = []
        for (index, id) in selected.enumerated() {
            for seed in seeds {
                requests.append(TestRunRequest(tests: manifest.defects[id] ?? [], defectID: id, seed: seed, timeout: options.timeout))
                owners.append(index)
            }
        }
        let processes = options.parallel == 1 ? "one process at a time" : "\(options.parallel) processes at a time"
        let seedText = options.seeds.map { ", each under seeds 1…\($0)" } ?? ""
        console.write("Running \(selected.count) mutant\(selected.count == 1 ? "" : "s") (\(processes)\(seedText))…\n")
        var runsByMutant = [[RunResult]](repeating: [], count: selected.count)
        var pendingByMutant = [Int](repeating: seeds.count, count: selected.count)
        var survived = Set<Int>()
        var results: [MutantResult] = []
        let idWidth = selected.map(\.count).max() ?? 0
        var display = ProgressDisplay(console: console, total: selected.count, idWidth: idWidth)
        display.start()
        func finishIfDone(_ owner: Int) {
            guard pendingByMutant[owner] == 0 else { return }
            pendingByMutant[owner] = -1
            let id = selected[owner]
            let defect = project.registry?.defect(withID: id) ?? Defect(id: id, group: "", severity: "", summary: "")
            let result = MutantResult.combine(defect: defect, tests: manifest.defects[id] ?? [], runs: runsByMutant[owner])
            results.append(result)
            display.finished(result, count: results.count, elapsed: now() - started)
        }
        await pool.run(requests, shouldStart: { index in
            let owner = owners[index]
            guard survived.contains(owner) else { return true }
            pendingByMutant[owner] -= 1
            finishIfDone(owner)
            return false
        }) { index, completion in
            let owner = owners[index]
            let run = RunResult.judge(completion, tests: requests[index].tests, seed: requests[index].seed)
            runsByMutant[owner].append(run)
            pendingByMutant[owner] -= 1
            if run.kind == .survived { survived.insert(owner) }
            finishIfDone(owner)
        }
        display.end()
        return (results, now() - started)
    }

    /// Writes `--json` and `--junit`; returns 1 when one could not be written, else nil.
    private func writeReports(_ summary: MutantsSummary) -> Int32? {
        var failed = false
        if let path = options.jsonPath {
            do {
                try JSONReport.render(summary).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                console.writeError("error: \(path) could not be written (\(error.localizedDescription)). Check the path.\n")
                failed = true
            }
        }
        if let path = options.junitPath {
            do {
                try Data(JUnitReport.render(summary).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                console.writeError("error: \(path) could not be written (\(error.localizedDescription)). Check the path.\n")
                failed = true
            }
        }
        return failed ? 1 : nil
    }
}
