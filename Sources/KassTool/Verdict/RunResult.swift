/// What one test process proved, judged from its exit and its XCTest output. Pure.
///
/// - Some listed test failed → ``Verdict/killed`` (the failing tests are the killers).
/// - It ran past its timeout → ``Verdict/timedOut``.
/// - It died from a signal, exited non-zero without a failed test, or could not start →
///   ``Verdict/crashed`` (the test it died in, if known, is the killer).
/// - Otherwise → ``Verdict/survived``: every listed test that ran stayed green.
struct RunResult: Equatable, Sendable {
    /// The judgement.
    var kind: Verdict
    /// The jitter seed of the run, nil for none.
    var seed: Int?
    /// Listed tests (manifest ids) that failed, or the one the process died in.
    var failingTests: [String]
    /// Listed tests that passed.
    var passingTests: [String]
    /// Listed tests the output never mentions (not compiled into the binary, or never reached).
    var notRunTests: [String]
    /// Wall-clock seconds of the process.
    var duration: Double
    /// The last lines of the output, for crashes and timeouts.
    var outputTail: String

    /// A result with all of its fields.
    init(
        kind: Verdict, seed: Int?, failingTests: [String], passingTests: [String], notRunTests: [String],
        duration: Double, outputTail: String
    ) {
        self.kind = kind
        self.seed = seed
        self.failingTests = failingTests
        self.passingTests = passingTests
        self.notRunTests = notRunTests
        self.duration = duration
        self.outputTail = outputTail
    }

    /// Lines of output kept in ``outputTail``.
    static let tailLineCount = 15

    /// Judges the process that ran `tests` (manifest ids) under `seed`.
    static func judge(_ completion: ChildProcess.Completion, tests: [String], seed: Int?) -> RunResult {
        let report = XCTestOutputParser.parse(completion.output)
        let byShortName = Dictionary(
            tests.map { (XCTestOutputParser.shortName(ofTestID: $0), $0) }, uniquingKeysWith: { first, _ in first }
        )
        let failed = Set(report.failed.compactMap { byShortName[$0] })
        let passed = Set(report.passed.compactMap { byShortName[$0] }).subtracting(failed)
        let skipped = Set(report.skipped.compactMap { byShortName[$0] })
        let unfinished = report.unfinished.flatMap { byShortName[$0] }
        let notRun = tests.filter { !failed.contains($0) && !passed.contains($0) && !skipped.contains($0) && $0 != unfinished }

        let kind: Verdict
        var killers = tests.filter(failed.contains)
        switch completion.termination {
        case _ where !killers.isEmpty:
            kind = .killed
        case .timedOut:
            kind = .timedOut
            killers = unfinished.map { [$0] } ?? []
        case .signalled, .failedToLaunch, .stoppedEarly:
            kind = .crashed
            killers = unfinished.map { [$0] } ?? []
        case .exited(let status) where status != 0:
            kind = .crashed
            killers = unfinished.map { [$0] } ?? []
        case .exited:
            kind = .survived
        }
        var tail = tailLines(of: completion.output)
        if case .failedToLaunch(let reason) = completion.termination { tail = "could not start the test binary: \(reason)" }
        return RunResult(
            kind: kind, seed: seed, failingTests: killers, passingTests: tests.filter(passed.contains),
            notRunTests: notRun, duration: completion.duration, outputTail: kind == .crashed || kind == .timedOut ? tail : ""
        )
    }

    /// The last ``tailLineCount`` non-empty lines of `output`.
    static func tailLines(of output: String) -> String {
        output.split(separator: "\n").suffix(tailLineCount).joined(separator: "\n")
    }
}
