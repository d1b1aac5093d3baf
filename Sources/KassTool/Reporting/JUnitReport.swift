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
public enum JUnitReport {
    /// The XML text of `summary`, ending with a newline.
    public static func render(_ summary: MutantsSummary) -> String {
        let results = summary.results.sorted { $0.defect.id < $1.defect.id }
        var cases: [String] = []
        var failures = summary.survivors.count
        if let clean = summary.clean {
            var element = "    <testcase classname=\"mutants\" name=\"clean-run\" time=\"\(seconds(clean.wallTime))\""
            if clean.isGreen {
                element += "/>"
            } else {
                failures += 1
                let problems = escaped(clean.problems.joined(separator: "\n"))
                element += ">\n      <failure message=\"the clean run is red\">\(problems)</failure>\n    </testcase>"
            }
            cases.append(element)
        }
        for result in results {
            let open = "    <testcase classname=\"mutants.\(escaped(result.defect.group))\" name=\"\(escaped(result.defect.id))\" time=\"\(seconds(result.duration))\""
            switch result.verdict {
            case .killed:
                cases.append(open + "/>")
            case .survived:
                let message = "survived: " + ResultTable.testsColumn(for: result)
                let body = "\(result.defect.summary)\nListed tests: \(result.tests.joined(separator: ", "))"
                cases.append(open + ">\n      <failure message=\"\(escaped(message))\">\(escaped(body))</failure>\n    </testcase>")
            case .crashed, .timedOut:
                let note = "\(result.verdict.rawValue) (counted as killed) \(ResultTable.testsColumn(for: result))\n\(result.outputTail ?? "")"
                cases.append(open + ">\n      <system-out>\(escaped(note))</system-out>\n    </testcase>")
            }
        }
        let total = cases.count
        let time = seconds(summary.totalWallTime)
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="kass mutants" tests="\(total)" failures="\(failures)" errors="0" time="\(time)">
          <testsuite name="mutants" tests="\(total)" failures="\(failures)" errors="0" time="\(time)">
        \(cases.joined(separator: "\n"))
          </testsuite>
        </testsuites>

        """
    }

    /// `text` with the five XML special characters escaped and control characters dropped.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func seconds(_ value: Double) -> String {
        let millis = Int((max(value, 0) * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
