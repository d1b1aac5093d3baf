// kass:skip-file: the `chaosbank` command line (options, listings, screenshots), tested by Tests/ChaosBankTests/CommandLine; no UI
// test runs it, so source mutants of the screens and models leave it out.
import Foundation
import KassSupport

/// The defect registry printed by `chaosbank --list-defects` (aligned text, JSON or Markdown).
package enum DefectListing {
    /// `defects` in `format`.
    package static func render(_ defects: [ChaosDefect], format: ChaosBankCommand.DefectListFormat) -> String {
        switch format {
        case .text:
            let idWidth = defects.map(\.id.count).max() ?? 0
            let groupWidth = (ChaosDefectGroup.allCases.map(\.rawValue.count).max() ?? 0) + 2
            let severityWidth = (ChaosDefectSeverity.allCases.map(\.rawValue.count).max() ?? 0) + 2
            return defects.map { defect in
                defect.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                    + defect.group.rawValue.padding(toLength: groupWidth, withPad: " ", startingAt: 0)
                    + defect.severity.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0) + defect.summary
            }.joined(separator: "\n") + "\n\(defects.count) defects\n"
        case .json:
            let entries = defects.map { defect in
                let fields = [
                    ("id", defect.id), ("group", defect.group.rawValue), ("severity", defect.severity.rawValue), ("summary", defect.summary)
                ]
                return "  {" + fields.map { "\(JSONString.quoted($0)): \(JSONString.quoted($1))" }.joined(separator: ", ") + "}"
            }
            return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
        case .markdown:
            let rows = defects.map { "| `\($0.id)` | \($0.group.rawValue) | \($0.severity.rawValue) "
                + "| \($0.summary.replacingOccurrences(of: "|", with: "\\|")) |" }
            return (["| id | group | severity | what goes wrong |", "|---|---|---|---|"] + rows).joined(separator: "\n") + "\n"
        }
    }
}
