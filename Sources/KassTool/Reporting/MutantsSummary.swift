/// The totals of a mutants run and the lines that close its console output. Pure.
///
/// ```
/// 72 of 74 killed (1 crashed, 1 timed out); 2 survived: card-limit-ignored, transfer-stale-balance
/// Wall time: clean run 12.3s, mutants 61.0s, total 73.3s (compilation excluded)
/// ```
struct MutantsSummary: Equatable, Sendable {
    /// Every mutant that ran.
    var results: [MutantResult]
    /// The clean run, nil without `--clean`.
    var clean: CleanRunResult?
    /// Wall-clock seconds of the mutants phase.
    var mutantsWallTime: Double
    /// The launch-environment variable that switched the defects on, for the survivor hint.
    var launchVariable: String?

    /// A summary of `results`.
    init(results: [MutantResult], clean: CleanRunResult?, mutantsWallTime: Double, launchVariable: String? = nil) {
        self.results = results
        self.clean = clean
        self.mutantsWallTime = mutantsWallTime
        self.launchVariable = launchVariable
    }

    /// Mutants that count as killed (killed, crashed or timed out).
    var killedCount: Int { results.filter(\.verdict.countsAsKilled).count }
    /// The survivors, in id order.
    var survivors: [MutantResult] { results.filter { $0.verdict == .survived }.sorted { $0.defect.id < $1.defect.id } }
    /// Wall-clock seconds of the clean run and the mutants (compilation excluded).
    var totalWallTime: Double { (clean?.wallTime ?? 0) + mutantsWallTime }

    /// Exit status: 0 when every mutant was killed and the clean run (if any) was green, else 1.
    var exitStatus: Int32 {
        (clean?.isGreen ?? true) && survivors.isEmpty ? 0 : 1
    }

    /// `N of M killed`, with the crash and timeout counts and the survivors' ids.
    var countLine: String {
        var line = "\(killedCount) of \(results.count) killed"
        let crashed = results.filter { $0.verdict == .crashed }.count
        let timedOut = results.filter { $0.verdict == .timedOut }.count
        var notes: [String] = []
        if crashed > 0 { notes.append("\(crashed) crashed") }
        if timedOut > 0 { notes.append("\(timedOut) timed out") }
        if !notes.isEmpty { line += " (" + notes.joined(separator: ", ") + ")" }
        if !survivors.isEmpty {
            line += "; \(survivors.count) survived: " + survivors.map(\.defect.id).joined(separator: ", ")
        }
        return line
    }

    /// `Wall time: clean run 12.3s, mutants 61.0s, total 73.3s (compilation excluded)`.
    var wallTimeLine: String {
        let cleanText = clean.map { "clean run " + ProgressFormatter.duration($0.wallTime) } ?? "no clean run"
        return "Wall time: \(cleanText), mutants \(ProgressFormatter.duration(mutantsWallTime)), "
            + "total \(ProgressFormatter.duration(totalWallTime)) (compilation excluded)"
    }

    /// What follows the table: the output tails of crashes and timeouts, what to do about
    /// survivors, then the count and wall-time lines.
    var closingText: String {
        var lines: [String] = []
        for result in results.sorted(by: { $0.defect.id < $1.defect.id }) {
            guard let tail = result.outputTail else { continue }
            lines.append("")
            lines.append("\(result.defect.id) \(result.verdict.rawValue); last lines of its output:")
            lines += tail.split(separator: "\n").map { "  | " + $0 }
        }
        if !survivors.isEmpty {
            lines.append("")
            lines.append("Survivors: the listed tests stayed green with the defect switched on. Run one by hand with")
            let variable = launchVariable ?? "<launch variable>"
            lines.append("  KASS_LAUNCH_ENVIRONMENT=\(variable)=\(survivors[0].defect.id) swift test --filter <test>")
            lines.append("then strengthen a test (or write one) until it fails, and list it with /// Catches `id`.")
        }
        lines.append("")
        lines.append(countLine)
        lines.append(wallTimeLine)
        return lines.joined(separator: "\n") + "\n"
    }
}
