import KassSupport

/// The results of a mutants run as JUnit XML (`--junit PATH`), for CI dashboards: one test suite,
/// one test case per mutant (class name `mutants.<group>`, name the defect id), a `<failure>` for
/// each survivor, and a `<system-out>` note for crashes and timeouts (which count as killed). A red
/// clean run adds a failing `clean-run` test case. Pure.
///
/// ```xml
/// <testcase classname="mutants.state" name="transfer-stale-balance" time="0.612">
///   <failure message="survived: still green: TransferTests/test_balanceAfter">…</failure>
/// </testcase>
/// ```
enum JUnitReport {
    /// The XML text of `summary`, ending with a newline, written by the package's one JUnit writer.
    static func render(_ summary: MutantsSummary) -> String {
        let results = summary.results.sorted { $0.defect.id < $1.defect.id }
        var cases: [JUnitDocument.TestCase] = []
        if let clean = summary.clean {
            let outcome: JUnitDocument.Outcome = clean.isGreen
                ? .passed : .failure(message: "the clean run is red", type: nil, body: clean.problems.joined(separator: "\n"))
            cases.append(JUnitDocument.TestCase(classname: "mutants", name: "clean-run", time: clean.wallTime, outcome: outcome))
        }
        for result in results {
            var testCase = JUnitDocument.TestCase(
                classname: "mutants.\(result.defect.group)", name: result.defect.id, time: result.duration
            )
            switch result.verdict {
            case .killed:
                break
            case .survived:
                let message = "survived: " + ResultTable.testsColumn(for: result)
                let body = "\(result.defect.summary)\nListed tests: \(result.tests.joined(separator: ", "))"
                testCase.outcome = .failure(message: message, type: nil, body: body)
            case .crashed, .timedOut:
                testCase.systemOut = "\(result.verdict.rawValue) (counted as "
                    + "killed) \(ResultTable.testsColumn(for: result))\n\(result.outputTail ?? "")"
            }
            cases.append(testCase)
        }
        let suite = JUnitDocument.Suite(name: "mutants", time: summary.totalWallTime, cases: cases)
        return JUnitDocument(name: "kass mutants", suites: [suite]).xml
    }
}
