/// The one wording of a "did you mean" hint, shared by Hammer, Kass, the agent and every command
/// line, so a user sees the same sentence wherever a name was not found.
///
/// ```swift
/// NearMatchWording.didYouMean(["welcome", "Welcome!"])  // "did you mean: 'welcome', 'Welcome!'?"
/// NearMatchWording.parenthesized(["--parallel"])        // " (did you mean: '--parallel'?)"
/// ```
package enum NearMatchWording {
    /// The hint (`did you mean: 'welcome', 'Welcome!'?`), or nil with no suggestions.
    package static func didYouMean(_ suggestions: [String]) -> String? {
        guard !suggestions.isEmpty else { return nil }
        return "did you mean: " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
    }

    /// The hint in parentheses after a leading space, for the end of a sentence
    /// (` (did you mean: 'a'?)`), or an empty string with no suggestions.
    package static func parenthesized(_ suggestions: [String]) -> String {
        didYouMean(suggestions).map { " (\($0))" } ?? ""
    }

    /// The hint as a list of hint lines (one line, or none with no suggestions).
    package static func hintLines(_ suggestions: [String]) -> [String] {
        didYouMean(suggestions).map { [$0] } ?? []
    }
}
