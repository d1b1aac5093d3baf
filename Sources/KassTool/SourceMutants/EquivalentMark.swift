/// A mutant a user marked equivalent (it cannot change what the app does, so no test can kill
/// it), with the reason, written as a comment on the mutated line or the line above:
///
/// ```swift
/// // kass:equivalent relational-boundary: the list is never empty here
/// if items.count > 0 { … }
/// let width = bounds.width * 2  // kass:equivalent arithmetic: width is only compared with itself
/// ```
///
/// The operator names which mutants of the line are meant (`*` for all of them). A mark without a
/// reason, or with an unknown operator, is reported, not applied.
struct EquivalentMark: Equatable, Sendable {
    /// The marker that starts the comment's text.
    static let marker = "kass:equivalent"

    /// The line the mark applies to (the comment's own line when code precedes it, else the next line).
    var line: Int
    /// The operator, or nil for every operator (`*`).
    var mutationOperator: MutationOperator?
    /// Why the mutants are equivalent.
    var reason: String

    /// A malformed mark, to report with its place.
    struct Problem: Equatable, Sendable, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    /// The marks in `tokens` (comments only) and the malformed ones.
    static func marks(in tokens: [SwiftToken]) -> (marks: [EquivalentMark], problems: [Problem]) {
        var marks: [EquivalentMark] = []
        var problems: [Problem] = []
        for (index, token) in tokens.enumerated() where token.kind == .comment && token.text.hasPrefix("//") {
            let text = token.text.dropFirst(2).trimmingWhitespace()
            guard text.hasPrefix(marker) else { continue }
            let rest = text.dropFirst(marker.count).trimmingWhitespace()
            let parts = rest.split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespace() }
            let name = parts.first ?? ""
            let reason = parts.count > 1 ? parts[1] : ""
            let operatorNames = MutationOperator.allCases.map(\.rawValue)
            guard name == "*" || operatorNames.contains(name) else {
                problems.append(Problem(
                    line: token.line,
                    message: "'\(name)' is not a mutation operator; write // kass:equivalent <operator>: <reason> with one of "
                        + (["*"] + operatorNames).joined(separator: ", ")
                ))
                continue
            }
            guard !reason.isEmpty else {
                problems.append(Problem(
                    line: token.line, message: "say why the mutant is equivalent: // kass:equivalent \(name): <reason>"
                ))
                continue
            }
            let codeBefore = tokens[..<index].reversed().prefix { $0.kind != .newline }.contains { !$0.isTrivia }
            marks.append(EquivalentMark(
                line: codeBefore ? token.line : token.line + 1,
                mutationOperator: name == "*" ? nil : MutationOperator(rawValue: name),
                reason: reason
            ))
        }
        return (marks, problems)
    }

    /// Whether the mark covers `mutant`.
    func covers(_ mutant: SourceMutant) -> Bool {
        mutant.line == line && (mutationOperator == nil || mutationOperator == mutant.mutationOperator)
    }
}
