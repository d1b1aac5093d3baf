import Foundation

/// Ranks the strings of a screen (identifiers, labels) by how close they are to one that was not
/// found, for "did you mean" hints. Pure and deterministic.
///
/// Score (lower is nearer): the edit distance between the lowercased strings divided by the longer
/// length; 0 for an exact match, 0.01 for a match ignoring case; minus 0.3 when one starts with the
/// other, or minus 0.2 when one contains the other (only when both have 3 characters or more).
/// Candidates scoring above 0.5 are dropped; ties keep the candidates' order; duplicates count once.
///
/// ```swift
/// NearMatchRanker.rank("Welcome", among: ["welcome", "Welcome!", "Sign In"])  // ["welcome", "Welcome!"]
/// NearMatchRanker.didYouMean(["welcome", "Welcome!"])  // "did you mean: 'welcome', 'Welcome!'?"
/// ```
public enum NearMatchRanker {
    /// The highest score kept.
    public static let maximumScore = 0.5
    /// Longer strings are compared on their first this-many characters (keeps the cost bounded).
    public static let comparedLength = 200

    /// Called once per ``rank(_:among:limit:)`` call while set (a test seam: ranking is the costly
    /// part of a "did you mean", so tests count when it runs).
    @TaskLocal static var rankingObserver: (@Sendable () -> Void)?

    /// The candidates nearest to `wanted`, best first, at most `limit`.
    public static func rank(_ wanted: String, among candidates: [String], limit: Int = 3) -> [String] {
        rankingObserver?()
        guard limit > 0 else { return [] }
        let target = Array(wanted.lowercased().prefix(comparedLength))
        var seen = Set<String>()
        var scored: [(score: Double, order: Int, text: String)] = []
        for (order, candidate) in candidates.enumerated() where !candidate.isEmpty && seen.insert(candidate).inserted {
            let value = score(wanted: wanted, target: target, candidate: candidate)
            if value <= maximumScore { scored.append((value, order, candidate)) }
        }
        scored.sort { ($0.score, $0.order) < ($1.score, $1.order) }
        return scored.prefix(limit).map(\.text)
    }

    /// The hint for a message (`did you mean: 'welcome', 'Welcome!'?`), or nil with no suggestions.
    public static func didYouMean(_ suggestions: [String]) -> String? {
        guard !suggestions.isEmpty else { return nil }
        return "did you mean: " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
    }

    /// The score of one candidate (see the type's documentation).
    public static func score(_ wanted: String, _ candidate: String) -> Double {
        score(wanted: wanted, target: Array(wanted.lowercased().prefix(comparedLength)), candidate: candidate)
    }

    private static func score(wanted: String, target: [Character], candidate: String) -> Double {
        if candidate == wanted { return 0 }
        let other = Array(candidate.lowercased().prefix(comparedLength))
        if other == target { return 0.01 }
        let longer = Swift.max(target.count, other.count, 1)
        var value = Double(editDistance(target, other)) / Double(longer)
        if Swift.min(target.count, other.count) >= 3 {
            if other.starts(with: target) || target.starts(with: other) {
                value -= 0.3
            } else if contains(other, target) || contains(target, other) {
                value -= 0.2
            }
        }
        return Swift.max(value, 0.02)
    }

    /// Levenshtein distance (insertions, deletions and substitutions cost 1).
    public static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }

    private static func contains(_ haystack: [Character], _ needle: [Character]) -> Bool {
        guard needle.count >= 3, needle.count <= haystack.count else { return false }
        return String(haystack).contains(String(needle))
    }
}
