import Foundation

/// One mutation of one place in an app's Swift source: which tokens it replaces with what. Mutants
/// are numbered across the whole run; the app's build holds every selected mutant behind a runtime
/// switch (see ``MutantSchemata``) and a process runs with one of them on.
struct SourceMutant: Equatable, Sendable, Codable {
    /// The number that switches the mutant on (`KASS_SOURCE_MUTANT`), unique in a run, from 1.
    var id: Int
    /// The file, relative to the package.
    var file: String
    /// The 1-based line and column of the first replaced token.
    var line: Int
    var column: Int
    /// The operator that made it.
    var mutationOperator: MutationOperator
    /// The original source text of the replaced tokens.
    var original: String
    /// What replaces them (empty for a removal).
    var replacement: String
    /// The replaced tokens: `tokenRange` indexes the file's ``SwiftTokenizer`` tokens.
    var tokenRange: Range<Int>
    /// The ``SwiftCodeBlock/id`` of the innermost code block holding the tokens.
    var block: Int

    /// A stable name for the mutant that survives renumbering: `file:line:column operator`.
    var key: String { "\(file):\(line):\(column) \(mutationOperator.rawValue)" }

    /// One line saying what changed: `Sources/App/Cart.swift:12:18  <  →  <=`.
    var description: String {
        let shown = replacement.isEmpty ? "(removed)" : replacement
        return "\(file):\(line):\(column)  \(Self.oneLine(original))  →  \(Self.oneLine(shown))"
    }

    private static func oneLine(_ text: String) -> String {
        let collapsed = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return collapsed.count > 60 ? String(collapsed.prefix(57)) + "…" : collapsed
    }
}
