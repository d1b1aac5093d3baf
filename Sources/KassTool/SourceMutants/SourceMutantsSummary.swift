import Foundation

/// The totals of a source mutant run, the survivors with their diffs and the closing lines. Pure.
///
/// ```
/// Mutation score: 84.0% (252 of 300 killed; 31 survived, 17 not covered)
/// Not compiled: 6 (the compiler rejected them); marked equivalent: 3
/// Wall time: build 112.4s, coverage 31.0s, mutants 402.7s, total 546.1s
/// ```
struct SourceMutantsSummary: Sendable {
    /// Every mutant that was compiled in, with its verdict.
    var results: [SourceMutantResult]
    /// Mutants the compiler rejected.
    var rejected: [SourceMutant]
    /// Mutants marked equivalent in the source.
    var equivalents: [SourceMutantPlan.Equivalent]
    /// The source text of each file, to show a survivor's line.
    var sources: [String: String]
    /// Wall-clock seconds of the phases.
    var buildTime: Double
    var coverageTime: Double
    var mutantsTime: Double

    /// Mutants that count as killed.
    var killedCount: Int { results.filter(\.verdict.countsAsKilled).count }
    /// Survivors and mutants no test covers, by id.
    var survivors: [SourceMutantResult] { results.filter { !$0.verdict.countsAsKilled }.sorted { $0.mutant.id < $1.mutant.id } }

    /// Killed over run, in percent (100 when nothing ran).
    var score: Double { results.isEmpty ? 100 : 100 * Double(killedCount) / Double(results.count) }

    /// Exit status: 0 when every mutant run was killed, else 1.
    var exitStatus: Int32 { survivors.isEmpty ? 0 : 1 }

    /// The original line of a mutant and the line as the mutant changes it (the first line of the change).
    func diff(of mutant: SourceMutant) -> (original: String, mutated: String) {
        let lines = (sources[mutant.file] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard mutant.line >= 1, mutant.line <= lines.count else { return ("", "") }
        let original = lines[mutant.line - 1]
        let characters = Array(original)
        let start = min(max(mutant.column - 1, 0), characters.count)
        let originalFirstLine = mutant.original.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let end = min(start + originalFirstLine.count, characters.count)
        let mutated = String(characters[..<start]) + mutant.replacement + String(characters[end...])
        return (original, mutated.allSatisfy(\.isWhitespace) ? "" : mutated)
    }

    /// Everything printed after the progress lines.
    var closingText: String {
        var lines: [String] = []
        for result in results.sorted(by: { $0.mutant.id < $1.mutant.id }) where !result.outputTail.isEmpty {
            lines.append("")
            lines.append("#\(result.mutant.id) \(result.verdict.rawValue) (\(result.mutant.description)); last lines of its output:")
            lines += result.outputTail.split(separator: "\n").suffix(8).map { "  | " + $0 }
        }
        if !survivors.isEmpty {
            lines.append("")
            lines.append("Survivors (no test failed with the change; not covered: no test runs that code):")
            for result in survivors {
                let mutant = result.mutant
                let (original, mutated) = diff(of: mutant)
                let seenBy = result.verdict == .notCovered
                    ? "not covered"
                    : "green: " + result.coveringTests.map(XCTestOutputParser.shortName(ofTestID:)).prefix(3).joined(separator: ", ")
                        + (result.coveringTests.count > 3 ? " and \(result.coveringTests.count - 3) more" : "")
                lines.append("#\(mutant.id) \(mutant.file):\(mutant.line):\(mutant.column) \(mutant.mutationOperator.rawValue) (\(seenBy))")
                lines.append("  - " + original.trimmingWhitespace())
                lines.append("  + " + (mutated.isEmpty ? "(removed)" : mutated.trimmingWhitespace()))
            }
            lines.append("")
            lines.append("Run one by hand with KASS_SOURCE_MUTANT=<id> swift test --skip-build --filter <test> after this build, then")
            lines.append("strengthen a test until it fails, or mark the line // kass:equivalent <operator>: <why> (or list it")
            lines.append("in the --equivalents file) when no behaviour can change (see Guide/Mutants.md, \"Equivalent mutants\").")
        }
        lines.append("")
        lines.append(scoreLine)
        lines.append("Not compiled: \(rejected.count) (the compiler rejected them); marked equivalent: \(equivalents.count)")
        lines.append(wallTimeLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Mutation score: 84.0% (252 of 300 killed; 31 survived, 17 not covered)`.
    var scoreLine: String {
        let notCovered = results.filter { $0.verdict == .notCovered }.count
        let survived = survivors.count - notCovered
        let crashed = results.filter { $0.verdict == .crashed }.count
        let timedOut = results.filter { $0.verdict == .timedOut }.count
        var notes = ["\(killedCount) of \(results.count) killed"]
        if crashed > 0 { notes[0] += ", \(crashed) by a crash" }
        if timedOut > 0 { notes[0] += ", \(timedOut) by a timeout" }
        notes.append("\(survived) survived, \(notCovered) not covered")
        return String(format: "Mutation score: %.1f%% ", score) + "(" + notes.joined(separator: "; ") + ")"
    }

    /// `Wall time: build 112.4s, coverage 31.0s, mutants 402.7s, total 546.1s`.
    var wallTimeLine: String {
        let total = buildTime + coverageTime + mutantsTime
        return "Wall time: build \(ProgressFormatter.duration(buildTime)), coverage \(ProgressFormatter.duration(coverageTime)), "
            + "mutants \(ProgressFormatter.duration(mutantsTime)), total \(ProgressFormatter.duration(total))"
    }

    /// The results as JSON: the score, the counts, and one entry per mutant (compiled, rejected, equivalent).
    func json() throws -> Data {
        struct Entry: Encodable {
            var id: Int, file: String, line: Int, column: Int, mutationOperator: String, original: String, replacement: String
            var status: String, tests: [String]?, killingTests: [String]?, reason: String?
        }
        struct Report: Encodable {
            var score: Double, killed: Int, run: Int, rejected: Int, equivalent: Int
            var wallTime: [String: Double]
            var mutants: [Entry]
        }
        func entry(_ mutant: SourceMutant, _ status: String) -> Entry {
            Entry(
                id: mutant.id, file: mutant.file, line: mutant.line, column: mutant.column,
                mutationOperator: mutant.mutationOperator.rawValue,
                original: mutant.original, replacement: mutant.replacement, status: status, tests: nil, killingTests: nil, reason: nil
            )
        }
        var entries = results.map { result in
            var item = entry(result.mutant, result.verdict.rawValue)
            item.tests = result.coveringTests
            item.killingTests = result.killingTests
            return item
        }
        entries += rejected.map { entry($0, "not compiled") }
        entries += equivalents.map { equivalent in
            var item = entry(equivalent.mutant, "equivalent")
            item.reason = equivalent.reason
            return item
        }
        let report = Report(
            score: (score * 10).rounded() / 10, killed: killedCount, run: results.count, rejected: rejected.count,
            equivalent: equivalents.count,
            wallTime: ["build": buildTime, "coverage": coverageTime, "mutants": mutantsTime],
            mutants: entries.sorted { $0.id < $1.id }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(report)
    }
}
