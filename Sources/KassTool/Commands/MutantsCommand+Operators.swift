import Foundation

extension MutantsCommand {
    /// `kass mutants --operators`: plans the source mutants, builds them into the app once (mutant
    /// schemata), runs each test of the suite alone with no mutant on to learn which tests run which
    /// mutated code (a red test stops the run, as a red clean run does), then runs every covered
    /// mutant with only its covering tests, and prints the score, the survivors with their diffs and
    /// the wall times.
    func runSourceMutants(_ manifest: MutantManifest) async -> Int32 {
        let plan: SourceMutantPlan
        do {
            plan = try await makeSourcePlan()
        } catch {
            console.writeError("error: \(error)\n")
            return 1
        }
        guard plan.problems.isEmpty else {
            for problem in plan.problems { console.writeError("error: \(problem)\n") }
            let count = plan.problems.count
            console.writeError("\(count) malformed kass mark\(count == 1 ? "" : "s"); fix \(count == 1 ? "it" : "them") and run again.\n")
            return 1
        }
        for warning in plan.warnings { console.writeError("warning: \(warning)\n") }
        let fileCount = Set(plan.mutants.map(\.file)).count
        var heading = "Source mutants: \(plan.mutants.count) in \(fileCount) file\(fileCount == 1 ? "" : "s") of \(sourceDirectory)"
        if !plan.equivalents.isEmpty { heading += " (\(plan.equivalents.count) more marked equivalent)" }
        if !plan.skippedFiles.isEmpty {
            heading += "; \(plan.skippedFiles.count) file\(plan.skippedFiles.count == 1 ? "" : "s") skipped (kass:skip-file)"
        }
        if let sample = options.sample { heading += "; a sample of \(min(sample, plan.selected.count)) with seed \(options.seed)" }
        console.write(heading + ".\n")
        guard !plan.selected.isEmpty else {
            console.write("No mutant to run (the filters left none).\n")
            return 0
        }

        let buildStarted = now()
        let count = plan.selected.count
        console.write("Building \(count) mutant\(count == 1 ? "" : "s") into the app (swift build --build-tests)…\n")
        let outcome: SchemataBuild.Outcome
        do {
            outcome = try await schemataBuild().run(plan, mutants: plan.selected)
        } catch {
            console.writeError("error: \(error)\n")
            return 1
        }
        let buildTime = now() - buildStarted
        let rejected = outcome.rejected.count
        let compiledText = rejected == 0
            ? "all compiled"
            : "\(rejected) mutant\(rejected == 1 ? "" : "s") did not compile and \(rejected == 1 ? "is" : "are") left out"
        console.write("Built in \(ProgressFormatter.duration(buildTime)) (\(outcome.rounds) build\(outcome.rounds == 1 ? "" : "s")); "
            + compiledText + ".\n")

        let runner = runner ?? XCTestProcessRunner(
            binary: outcome.testBinary, baseEnvironment: environment, directory: packageURL, launchVariable: nil
        )
        let pool = ProcessPool(runner: runner, width: options.parallel)
        let coverageStarted = now()
        guard let coverage = await measureCoverage(tests: manifest.tests, mutants: outcome.compiled, pool: pool) else { return 1 }
        let coverageTime = now() - coverageStarted

        let mutantsStarted = now()
        let results = await runCovered(outcome.compiled, coverage: coverage, pool: pool)
        let summary = SourceMutantsSummary(
            results: results, rejected: outcome.rejected.map(\.mutant), equivalents: plan.equivalents,
            sources: Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, $0.source) }),
            buildTime: buildTime, coverageTime: coverageTime, mutantsTime: now() - mutantsStarted
        )
        console.write(summary.closingText)
        var reports: [(path: String, data: () throws -> Data)] = []
        if let path = options.jsonPath { reports.append((path, summary.json)) }
        if let path = options.junitPath { reports.append((path, { Data(SourceMutantsJUnitReport.render(summary).utf8) })) }
        for report in reports {
            do {
                try report.data().write(to: URL(fileURLWithPath: report.path), options: .atomic)
            } catch {
                console.writeError("error: \(report.path) could not be written (\(error.localizedDescription)). Check the path.\n")
                return 1
            }
        }
        return summary.exitStatus
    }

    /// The app's source folder (`--sources` or the config's `"sources"`).
    var sourceDirectory: String { project.sourceDirectory ?? "" }

    private func makeSourcePlan() async throws -> SourceMutantPlan {
        var selection = SourceMutantPlan.Selection(fileFilter: options.fileFilter, sample: options.sample, seed: options.seed)
        if let path = project.equivalentsPath {
            selection.equivalentList = try EquivalentList.read(MutantsProject.url(path, in: packageURL), displayPath: path)
        }
        if let revision = options.since {
            selection.changedLines = try await GitChangedLines.read(
                since: revision, in: packageURL, path: sourceDirectory, environment: environment
            )
        }
        return try SourceMutantPlan.make(packageURL: packageURL, sourceDirectory: sourceDirectory, selection: selection)
    }

    private func schemataBuild() -> SchemataBuild {
        if let build = sourceBuild {
            return SchemataBuild(packageURL: packageURL, sourceDirectory: sourceDirectory, build: build)
        }
        let builder = TestProductBuilder(packagePath: packageURL, environment: environment)
        return SchemataBuild(packageURL: packageURL, sourceDirectory: sourceDirectory) {
            do {
                return .success(try await builder.build())
            } catch let error as BuildError {
                return .failure(error)
            } catch {
                return .failure(.binPathUnknown(output: "\(error)"))
            }
        }
    }

    /// What the coverage run learned: for each mutant id, the tests that ran its code, and each test's
    /// seconds with no mutant on.
    struct Coverage {
        var covering: [Int: [String]]
        var seconds: [String: Double]
    }

    /// Runs each test alone with coverage on (nil after reporting a red test).
    private func measureCoverage(tests: [String], mutants: [SourceMutant], pool: ProcessPool) async -> Coverage? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kass-coverage-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        console.write("Coverage: \(tests.count) test\(tests.count == 1 ? "" : "s"), each alone with no mutant on…\n")
        let requests = tests.enumerated().map { index, test in
            TestRunRequest(
                tests: [test], defectID: nil, seed: nil, timeout: options.timeout,
                variables: [MutantSchemataSupport.coverageVariable: folder.appendingPathComponent("\(index).txt").path]
            )
        }
        var runs: [Int: RunResult] = [:]
        var blocksByTest: [String: Set<Int>] = [:]
        var seconds: [String: Double] = [:]
        await pool.run(requests) { index, completion in
            runs[index] = RunResult.judge(completion, tests: requests[index].tests, seed: nil)
            seconds[tests[index]] = completion.duration
            let text = (try? String(contentsOf: folder.appendingPathComponent("\(index).txt"), encoding: .utf8)) ?? ""
            blocksByTest[tests[index]] = Set(text.split(separator: "\n").compactMap { Int($0) })
        }
        let clean = CleanRunResult(runsByRequest: runs, wallTime: 0)
        guard clean.isGreen else {
            console.writeError("error: a test is red with no mutant on, so no mutant can be trusted; mutants not run.\n")
            for problem in clean.problems { console.writeError("  \(problem)\n") }
            console.writeError("Fix the red tests (run them with swift test --filter), then run kass mutants --operators again.\n")
            return nil
        }
        // A block's schema records the id of its first mutant; every mutant of the block shares it.
        let heads = Dictionary(grouping: mutants) { "\($0.file)#\($0.block)" }.mapValues { $0.map(\.id).min() ?? 0 }
        var covering: [Int: [String]] = [:]
        for mutant in mutants {
            let head = heads["\(mutant.file)#\(mutant.block)"] ?? mutant.id
            covering[mutant.id] = tests.filter { blocksByTest[$0]?.contains(head) == true }
        }
        return Coverage(covering: covering, seconds: seconds)
    }

    /// Runs each covered mutant with its covering tests, in the order ``CoveringTestOrder`` learns as
    /// the run goes (starting from what the last run kept), each test limited by ``TestTimeLimit``.
    private func runCovered(_ mutants: [SourceMutant], coverage: Coverage, pool: ProcessPool) async -> [SourceMutantResult] {
        let covered = mutants.filter { coverage.covering[$0.id]?.isEmpty == false }
        var results = mutants.filter { coverage.covering[$0.id]?.isEmpty != false }.map {
            SourceMutantResult.judge($0, coveringTests: [], run: nil)
        }
        let processes = options.parallel == 1 ? "one process at a time" : "\(options.parallel) processes at a time"
        console.write("Running \(covered.count) covered mutant\(covered.count == 1 ? "" : "s") (\(processes)); "
            + "\(results.count) no test runs.\n")
        let limit = TestTimeLimit(cap: options.timeout)
        let learnedURL = CoveringTestOrder.Learned.url(in: packageURL)
        let (learned, note) = CoveringTestOrder.Learned.read(from: learnedURL)
        if let note { console.writeError(note + "\n") }
        var order = CoveringTestOrder(seconds: coverage.seconds, learned: learned)
        var requests: [Int: TestRunRequest] = [:]
        let started = now()
        var finished = 0
        await pool.run(count: covered.count, request: { index in
            let mutant = covered[index]
            let tests = order.order(coverage.covering[mutant.id] ?? [], file: mutant.file)
            let request = TestRunRequest(
                tests: tests, defectID: nil, seed: nil, timeout: limit.processSeconds(for: tests, cleanSeconds: coverage.seconds),
                variables: [MutantSchemataSupport.mutantVariable: "\(mutant.id)"], stopsAtFirstFailure: true,
                testTimeLimits: Dictionary(uniqueKeysWithValues: tests.map { ($0, limit.seconds(forCleanSeconds: coverage.seconds[$0])) })
            )
            requests[index] = request
            return request
        }, completed: { index, completion in
            let tests = requests[index]?.tests ?? []
            let run = RunResult.judge(completion, tests: tests, seed: nil)
            let result = SourceMutantResult.judge(covered[index], coveringTests: tests, run: run)
            order.record(file: covered[index].file, passed: run.passingTests, killers: run.failingTests)
            results.append(result)
            finished += 1
            let eta = ProgressFormatter.eta(elapsed: now() - started, finished: finished, total: covered.count)
            let counter = ProgressFormatter.counter(finished: finished, total: covered.count)
            let verdict = result.verdict.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            console.write("\(counter)  \(verdict)  #\(result.mutant.id) \(result.mutant.description)  "
                + ProgressFormatter.duration(result.duration) + "  "
                + ProgressFormatter.etaText(eta, finished: finished, total: covered.count) + "\n")
        })
        do {
            try order.carriedOver().write(to: learnedURL)
        } catch {
            console.writeError("note: what this run learned about test order could not be kept (\(error.localizedDescription)).\n")
        }
        return results.sorted { $0.mutant.id < $1.mutant.id }
    }
}
