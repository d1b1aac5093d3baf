/// Ranks known strings (identifiers and labels on a screen, command names, flags, defect ids) by how
/// close they are to one that was not found, for "did you mean" hints. Pure and deterministic; the
/// one ranker of the package (the hint's wording is ``NearMatchWording``).
///
/// Score (lower is nearer): the edit distance between the lowercased strings divided by the longer
/// length; 0 for an exact match, 0.01 for a match ignoring case; minus 0.3 when the candidate starts
/// with what was wanted (`row` → `row1`), or minus 0.2 when one contains the other (`total` →
/// `Subtotal`, and a typo that runs past a shorter name: `--screenhot` still prefers
/// `--screenshot` to `--screen`), only when both have 3 characters or more.
/// Candidates scoring above 0.5 are dropped; ties keep the candidates' order; duplicates count once.
///
/// ```swift
/// NearMatchRanker.rank("Welcome", among: ["welcome", "Welcome!", "Sign In"])  // ["welcome", "Welcome!"]
/// NearMatchRanker.rankFlags("--paralel", among: ["--parallel", "--seeds"])  // ["--parallel"]
/// NearMatchRanker.rankNames("tpa", among: ["tap", "swipe"])  // ["tap"]
/// ```
package enum NearMatchRanker {
    /// The highest score kept.
    package static let maximumScore = 0.5
    /// Longer strings are compared on their first this-many characters (keeps the cost bounded).
    package static let comparedLength = 200

    /// Called once per ``rank(_:among:limit:)`` call while set (a test seam: ranking is the costly
    /// part of a "did you mean", so tests count when it runs).
    @TaskLocal package static var rankingObserver: (@Sendable () -> Void)?

    /// The candidates nearest to `wanted`, best first, at most `limit`.
    package static func rank(_ wanted: String, among candidates: [String], limit: Int = 3) -> [String] {
        rankingObserver?()
        guard limit > 0 else { return [] }
        let target = Array(wanted.lowercased().prefix(comparedLength))
        var seen = Set<String>()
        var scored: [(score: Double, order: Int, text: String)] = []
        for (order, candidate) in candidates.enumerated()
        where !candidate.isEmpty && seen.insert(candidate).inserted {
            let value = score(wanted: wanted, target: target, candidate: candidate)
            if value <= maximumScore { scored.append((value, order, candidate)) }
        }
        scored.sort { ($0.score, $0.order) < ($1.score, $1.order) }
        return scored.prefix(limit).map(\.text)
    }

    /// The flags nearest to `wanted`, compared without their leading dashes (so that `--` alone
    /// does not make every flag look alike).
    package static func rankFlags(_ wanted: String, among flags: [String], limit: Int = 3) -> [String] {
        let bare = flags.map { String($0.drop { $0 == "-" }) }
        let ranked = rank(String(wanted.drop { $0 == "-" }), among: bare, limit: limit)
        return ranked.compactMap { name in flags.first { $0.drop { $0 == "-" } == name } }
    }

    /// The names (commands, keys, properties) `wanted` probably meant, best first: names with the
    /// same letters (a transposition, `tpa` for `tap`), then the ranked near matches, then names
    /// that start with or contain what was typed (`screen` for `screenshot`).
    package static func rankNames(_ wanted: String, among names: [String], limit: Int = 3) -> [String] {
        let typed = wanted.lowercased()
        guard !typed.isEmpty, limit > 0 else { return [] }
        var result: [String] = []
        func add(_ name: String) {
            if !result.contains(name) { result.append(name) }
        }
        for name in names where name.count == typed.count && name.lowercased().sorted() == typed.sorted() {
            add(name)
        }
        for name in rank(typed, among: names, limit: limit) { add(name) }
        for name in names where typed.count >= 3 && (name.hasPrefix(typed) || name.contains(typed)) { add(name) }
        return Array(result.prefix(limit))
    }

    /// The score of one candidate (see the type's documentation).
    package static func score(_ wanted: String, _ candidate: String) -> Double {
        score(wanted: wanted, target: Array(wanted.lowercased().prefix(comparedLength)), candidate: candidate)
    }

    private static func score(wanted: String, target: [Character], candidate: String) -> Double {
        if candidate == wanted { return 0 }
        let other = Array(candidate.lowercased().prefix(comparedLength))
        if other == target { return 0.01 }
        let longer = Swift.max(target.count, other.count, 1)
        var value = Double(editDistance(target, other)) / Double(longer)
        if Swift.min(target.count, other.count) >= 3 {
            if other.starts(with: target) {
                value -= 0.3
            } else if contains(other, target) || contains(target, other) {
                value -= 0.2
            }
        }
        return Swift.max(value, 0.02)
    }

    /// Levenshtein distance (insertions, deletions and substitutions cost 1).
    package static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                let substitution = previous[j] + (left == right ? 0 : 1)
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, substitution)
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
