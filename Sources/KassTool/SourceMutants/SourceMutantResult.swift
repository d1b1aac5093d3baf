/// The outcome of one source mutant: the tests that ran its code, run with it switched on.
struct SourceMutantResult: Equatable, Sendable {
    /// How a source mutant ended.
    enum Verdict: String, Equatable, Sendable, Codable {
        /// A test failed: the suite noticed.
        case killed
        /// Every test that ran the mutated code passed.
        case survived
        /// No test runs the mutated code (counted as survived in the score, listed apart).
        case notCovered = "not covered"
        /// The test process crashed (counted as killed).
        case crashed
        /// The test process ran past `--timeout` (counted as killed).
        case timedOut = "timed out"

        /// Whether the verdict counts as killed in the score.
        var countsAsKilled: Bool { self == .killed || self == .crashed || self == .timedOut }
    }

    /// The mutant.
    var mutant: SourceMutant
    /// The verdict.
    var verdict: Verdict
    /// The tests that ran the mutated code (all were run).
    var coveringTests: [String]
    /// The tests that failed (or crashed).
    var killingTests: [String]
    /// Seconds its process took.
    var duration: Double
    /// The last lines of a crashed or timed-out process.
    var outputTail: String

    /// The result of `mutant` from its process's `run` (nil: not covered).
    static func judge(_ mutant: SourceMutant, coveringTests: [String], run: RunResult?) -> SourceMutantResult {
        guard let run else {
            return SourceMutantResult(
                mutant: mutant, verdict: .notCovered, coveringTests: [], killingTests: [], duration: 0, outputTail: ""
            )
        }
        let verdict: Verdict
        switch run.kind {
        case .killed: verdict = .killed
        case .survived: verdict = .survived
        case .crashed: verdict = .crashed
        case .timedOut: verdict = .timedOut
        }
        return SourceMutantResult(
            mutant: mutant, verdict: verdict, coveringTests: coveringTests, killingTests: run.failingTests,
            duration: run.duration, outputTail: verdict == .crashed || verdict == .timedOut ? run.outputTail : ""
        )
    }
}
