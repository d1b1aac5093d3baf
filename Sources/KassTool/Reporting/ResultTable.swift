/// Renders the final table of a mutants run, one row per mutant in id order, columns aligned:
///
/// ```
/// mutant                   verdict    tests                                          time
/// card-cvv-visible         killed     CardTests/test_card_cvvHidden                  0.4s
/// transfer-stale-balance   survived   still green: TransferTests/test_balanceAfter   0.6s
/// ```
///
/// Pure; the column texts are shared with the per-mutant progress lines.
enum ResultTable {
    /// Width of the verdict column (`timed out`).
    static let verdictWidth = Verdict.allCases.map(\.rawValue.count).max() ?? 9
    /// Test names shown per cell before `+N more`.
    static let shownTestCount = 3

    /// The table, ending with a newline.
    static func render(_ results: [MutantResult]) -> String {
        let rows = results.sorted { $0.defect.id < $1.defect.id }.map { result in
            [result.defect.id, result.verdict.rawValue, testsColumn(for: result), ProgressFormatter.duration(result.duration)]
        }
        let header = ["mutant", "verdict", "tests", "time"]
        let widths = (0..<header.count).map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        let lines = ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell.leftPadding(to: widths[column]) : cell.padding(to: widths[column])
            }.joined(separator: "   ")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The tests cell: the killing tests, `still green: …` for a survivor (with the seeds it
    /// survived under), `in …` for a crash or timeout, plus `not run: …` when tests went missing.
    static func testsColumn(for result: MutantResult) -> String {
        var text: String
        switch result.verdict {
        case .killed:
            text = names(result.killingTests)
        case .survived:
            text = "still green: " + (result.greenTests.isEmpty ? "no test ran" : names(result.greenTests))
            if !result.survivingSeeds.isEmpty {
                let seeds = result.survivingSeeds.map(String.init).joined(separator: ", ")
                text += " (seed\(result.survivingSeeds.count == 1 ? "" : "s") \(seeds))"
            }
        case .crashed, .timedOut:
            text = result.killingTests.isEmpty ? "before any test finished" : "in " + names(result.killingTests)
        }
        if !result.notRunTests.isEmpty {
            text += "; not run: " + names(result.notRunTests)
        }
        return text
    }

    /// `A/test_a, B/test_b, C/test_c +2 more`, module names dropped.
    static func names(_ tests: [String]) -> String {
        let shown = tests.prefix(shownTestCount).map(XCTestOutputParser.shortName(ofTestID:)).joined(separator: ", ")
        return tests.count > shownTestCount ? shown + " +\(tests.count - shownTestCount) more" : shown
    }
}
