/// What happened to a mutant (or to one process of it). Crashes and timeouts count as killed, since
/// the defect did turn the suite red, but are reported apart because a crash may hide a test that
/// would not have noticed the defect.
enum Verdict: String, Equatable, Sendable, Codable, CaseIterable {
    /// A listed test failed.
    case killed
    /// Every listed test that ran stayed green: the suite missed the defect.
    case survived
    /// The test process crashed.
    case crashed
    /// The test process ran out of time.
    case timedOut = "timed out"

    /// Whether the suite noticed the defect (killed, crashed or timed out).
    var countsAsKilled: Bool { self != .survived }

    /// Combines the verdicts of one mutant's runs under several seeds: killed only if killed under
    /// every seed, so any survival wins; then a timeout, then a crash; else killed.
    static func combine(_ verdicts: [Verdict]) -> Verdict {
        for verdict in [Verdict.survived, .timedOut, .crashed] where verdicts.contains(verdict) {
            return verdict
        }
        return .killed
    }
}
