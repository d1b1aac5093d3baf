import KassSupport

/// The results of a source mutant run (`--operators --junit PATH`) as JUnit XML, written by the
/// package's one JUnit writer: one test case per mutant (class `mutants.<operator>`, name
/// `#id file:line:column`, with `file` and `line`), a `<failure>` with the diff for each survivor and
/// each mutant no test covers, a `<system-out>` note for crashes and timeouts (counted as killed),
/// and skipped cases for mutants the compiler rejected or a user marked equivalent. Pure.
///
/// ```xml
/// <testcase classname="mutants.integer-literal" name="#3 Sources/Shop/Fees.swift:2:17" time="0.500" …>
///   <failure message="survived: green: CardTests/test_card_opens">- if amount > 100 {
/// + if amount > 101 {</failure>
/// </testcase>
/// ```
enum SourceMutantsJUnitReport {
    /// The XML text of `summary`, ending with a newline.
    static func render(_ summary: SourceMutantsSummary) -> String {
        var cases: [(id: Int, testCase: JUnitDocument.TestCase)] = []
        func testCase(_ mutant: SourceMutant, time: Double, outcome: JUnitDocument.Outcome) -> JUnitDocument.TestCase {
            JUnitDocument.TestCase(
                classname: "mutants.\(mutant.mutationOperator.rawValue)",
                name: "#\(mutant.id) \(mutant.file):\(mutant.line):\(mutant.column)", time: time, outcome: outcome,
                file: mutant.file, line: mutant.line
            )
        }
        for result in summary.results {
            let mutant = result.mutant
            var item = testCase(mutant, time: result.duration, outcome: .passed)
            switch result.verdict {
            case .killed:
                break
            case .survived, .notCovered:
                let (original, mutated) = summary.diff(of: mutant)
                let seenBy = result.verdict == .notCovered
                    ? "not covered: no test runs this code"
                    : "survived: green: " + result.coveringTests.map(XCTestOutputParser.shortName(ofTestID:)).joined(separator: ", ")
                let diff = "- \(original.trimmingWhitespace())\n+ \(mutated.isEmpty ? "(removed)" : mutated.trimmingWhitespace())"
                item.outcome = .failure(message: seenBy, type: nil, body: diff)
            case .crashed, .timedOut:
                item.systemOut = "\(result.verdict.rawValue) (counted as killed)\n\(result.outputTail)"
            }
            cases.append((mutant.id, item))
        }
        for mutant in summary.rejected {
            cases.append((mutant.id, testCase(mutant, time: 0, outcome: .skipped(message: "not compiled: the compiler rejected it"))))
        }
        for equivalent in summary.equivalents {
            let outcome = JUnitDocument.Outcome.skipped(message: "marked equivalent: \(equivalent.reason)")
            cases.append((equivalent.mutant.id, testCase(equivalent.mutant, time: 0, outcome: outcome)))
        }
        let total = summary.buildTime + summary.coverageTime + summary.mutantsTime
        let suite = JUnitDocument.Suite(name: "source mutants", time: total, cases: cases.sorted { $0.id < $1.id }.map(\.testCase))
        return JUnitDocument(name: "kass mutants --operators", suites: [suite]).xml
    }
}
