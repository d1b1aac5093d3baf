import Foundation

/// The defect registry printed by `chaosbank --list-defects` (aligned text, JSON or Markdown).
public enum DefectListing {
    /// `defects` in `format`.
    public static func render(_ defects: [ChaosDefect], format: ChaosBankCommand.DefectListFormat) -> String {
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
                "  {\"id\": \(quoted(defect.id)), \"group\": \(quoted(defect.group.rawValue)), \"severity\": \(quoted(defect.severity.rawValue)), \"summary\": \(quoted(defect.summary))}"
            }
            return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
        case .markdown:
            let rows = defects.map { "| `\($0.id)` | \($0.group.rawValue) | \($0.severity.rawValue) | \($0.summary.replacingOccurrences(of: "|", with: "\\|")) |" }
            return (["| id | group | severity | what goes wrong |", "|---|---|---|---|"] + rows).joined(separator: "\n") + "\n"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 { result += String(format: "\\u%04x", scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }
}
