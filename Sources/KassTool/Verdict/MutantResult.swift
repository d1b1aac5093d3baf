/// The outcome of one mutant: one defect switched on, its listed tests run under every seed.
struct MutantResult: Equatable, Sendable {
    /// The defect that was switched on.
    var defect: Defect
    /// The tests the manifest lists for it.
    var tests: [String]
    /// The combined verdict (see ``Verdict/combine(_:)``).
    var verdict: Verdict
    /// Tests that failed (or that a crash happened in) under any seed, in listed order.
    var killingTests: [String]
    /// For a survivor: the tests that stayed green in the surviving runs, in listed order.
    var greenTests: [String]
    /// Listed tests that no run mentions (not in the test binary, or never reached).
    var notRunTests: [String]
    /// The seeds under which the defect survived (empty without seeds).
    var survivingSeeds: [Int]
    /// Each process, in seed order.
    var runs: [RunResult]

    /// A result with all of its fields.
    init(
        defect: Defect, tests: [String], verdict: Verdict, killingTests: [String], greenTests: [String],
        notRunTests: [String], survivingSeeds: [Int], runs: [RunResult]
    ) {
        self.defect = defect
        self.tests = tests
        self.verdict = verdict
        self.killingTests = killingTests
        self.greenTests = greenTests
        self.notRunTests = notRunTests
        self.survivingSeeds = survivingSeeds
        self.runs = runs
    }

    /// Combines the runs of `defect`'s `tests`. Pure.
    static func combine(defect: Defect, tests: [String], runs: [RunResult]) -> MutantResult {
        let sortedRuns = runs.sorted { ($0.seed ?? 0) < ($1.seed ?? 0) }
        let verdict = Verdict.combine(sortedRuns.map(\.kind))
        let survivors = sortedRuns.filter { $0.kind == .survived }
        let killing = Set(sortedRuns.flatMap(\.failingTests))
        let green = Set(survivors.flatMap(\.passingTests))
        let notRun = Set(sortedRuns.flatMap(\.notRunTests)).subtracting(killing)
        return MutantResult(
            defect: defect, tests: tests, verdict: verdict,
            killingTests: tests.filter(killing.contains),
            greenTests: verdict == .survived ? tests.filter(green.contains) : [],
            notRunTests: tests.filter(notRun.contains),
            survivingSeeds: survivors.compactMap(\.seed),
            runs: sortedRuns
        )
    }

    /// Seconds spent in this mutant's processes (summed over seeds).
    var duration: Double { runs.reduce(0) { $0 + $1.duration } }

    /// The output tail of the first crashed or timed-out run, if any.
    var outputTail: String? {
        runs.first { ($0.kind == .crashed || $0.kind == .timedOut) && !$0.outputTail.isEmpty }?.outputTail
    }
}

/// The outcome of the clean run: the listed tests with no defect, under every seed.
struct CleanRunResult: Equatable, Sendable {
    /// The processes (the tests split across `--parallel` processes, times the seeds).
    var runs: [RunResult]
    /// Wall-clock seconds of the clean run.
    var wallTime: Double

    /// A clean result of `runs`.
    init(runs: [RunResult], wallTime: Double) {
        self.runs = runs
        self.wallTime = wallTime
    }

    /// A clean result of the runs of a process pool, keyed by request index: listed in request order,
    /// not in the order the processes happened to finish, so the report reads the same every time.
    init(runsByRequest: [Int: RunResult], wallTime: Double) {
        self.init(runs: runsByRequest.sorted { $0.key < $1.key }.map(\.value), wallTime: wallTime)
    }

    /// Whether every process passed every test it listed: nothing failed, crashed, timed out or
    /// went missing.
    var isGreen: Bool {
        runs.allSatisfy { $0.kind == .survived && $0.notRunTests.isEmpty }
    }

    /// The tests run (each once, whatever the seeds), sorted.
    var testCount: Int {
        Set(runs.flatMap { $0.passingTests + $0.failingTests + $0.notRunTests }).count
    }

    /// One line per problem: `seed 2: TransferTests/test_amount failed`, crashes with their tail.
    var problems: [String] {
        var lines: [String] = []
        for run in runs {
            let prefix = run.seed.map { "seed \($0): " } ?? ""
            let shortNames = { (tests: [String]) in tests.map(XCTestOutputParser.shortName(ofTestID:)).joined(separator: ", ") }
            switch run.kind {
            case .killed: lines.append(prefix + "failed: " + shortNames(run.failingTests))
            case .crashed: lines.append(prefix + "crashed" + (run.failingTests.isEmpty ? "" : " in " + shortNames(run.failingTests)))
            case .timedOut: lines.append(prefix + "timed out" + (run.failingTests.isEmpty ? "" : " in " + shortNames(run.failingTests)))
            case .survived: break
            }
            if !run.notRunTests.isEmpty {
                lines.append(prefix + "not run (missing from the test binary?): " + shortNames(run.notRunTests))
            }
        }
        return lines
    }
}
