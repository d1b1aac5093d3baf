/// One `/// Catches` doc line, parsed. Pure.
///
/// The form is `/// Catches` followed by one or more defect ids in backticks, separated by commas:
///
/// ```swift
/// CatchesLine.parse("    /// Catches `transfer-double-submit`, `transfer-stale-balance`")
/// // .ids(["transfer-double-submit", "transfer-stale-balance"])
/// CatchesLine.parse("    /// Checks the amount.")  // .notCatches
/// CatchesLine.parse("    /// Catches transfer-double-submit")  // .malformed(...)
/// ```
enum CatchesLine: Equatable, Sendable {
    /// The line is not a `/// Catches` line.
    case notCatches
    /// A well-formed line naming these ids, in order (duplicates kept).
    case ids([String])
    /// A `/// Catches` line that does not follow the form; `reason` says what is wrong.
    case malformed(reason: String)

    /// The keyword that starts a catches line.
    static let keyword = "Catches"

    /// Parses one source line (with its indentation and `///`).
    static func parse(_ line: String) -> CatchesLine {
        guard let text = docText(of: line) else { return .notCatches }
        guard text.hasPrefix(keyword) else { return .notCatches }
        let rest = text.dropFirst(keyword.count)
        if let next = rest.first, next != ":", !next.isWhitespace { return .notCatches }
        if rest.first == ":" {
            return .malformed(reason: "no colon after 'Catches'")
        }
        let list = rest.trimmingWhitespace()
        guard !list.isEmpty else { return .malformed(reason: "no defect id after 'Catches'") }
        var ids: [String] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let word = item.trimmingWhitespace()
            guard !word.isEmpty else { return .malformed(reason: "an empty item between commas") }
            guard word.count >= 2, word.hasPrefix("`"), word.hasSuffix("`") else {
                return .malformed(reason: "'\(word)' is not an id in backticks")
            }
            let id = String(word.dropFirst().dropLast())
            guard DefectRegistry.isValidID(id) else {
                return .malformed(reason: "'\(id)' is not a valid id (letters, digits, '-', '_' and '.')")
            }
            ids.append(id)
        }
        return .ids(ids)
    }

    /// The text of a `///` doc line after the slashes and leading spaces, or nil for other lines
    /// (`////` dividers are not doc lines).
    static func docText(of line: String) -> Substring? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("///"), !trimmed.hasPrefix("////") else { return nil }
        return trimmed.dropFirst(3).drop { $0 == " " || $0 == "\t" }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(characters[first...last])
    }
}
