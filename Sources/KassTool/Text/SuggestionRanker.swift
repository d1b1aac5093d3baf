/// Ranks known names by how close they are to one that was not found, for "did you mean" hints
/// (unknown flags, subcommands and defect ids). Pure and deterministic.
///
/// Score (lower is nearer): the edit distance divided by the longer length, minus 0.3 when one
/// name starts with the other or minus 0.2 when one contains the other (both 3 characters or
/// more). Names scoring above ``maximumScore`` are dropped; ties keep the candidates' order.
///
/// ```swift
/// SuggestionRanker.rank("--paralel", among: ["--parallel", "--seeds"])  // ["--parallel"]
/// SuggestionRanker.didYouMean(["--parallel"])  // "did you mean '--parallel'?"
/// ```
public enum SuggestionRanker {
    /// The highest score kept.
    public static let maximumScore = 0.5

    /// The candidates nearest to `wanted`, best first, at most `limit`.
    public static func rank(_ wanted: String, among candidates: [String], limit: Int = 3) -> [String] {
        guard limit > 0 else { return [] }
        let target = Array(wanted.lowercased())
        var seen = Set<String>()
        var scored: [(score: Double, order: Int, name: String)] = []
        for (order, candidate) in candidates.enumerated() where !candidate.isEmpty && seen.insert(candidate).inserted {
            let value = score(target, Array(candidate.lowercased()))
            if value <= maximumScore { scored.append((value, order, candidate)) }
        }
        scored.sort { ($0.score, $0.order) < ($1.score, $1.order) }
        return scored.prefix(limit).map(\.name)
    }

    /// The flags nearest to `wanted`, compared without their leading dashes (so that `--` alone
    /// does not make every flag look alike).
    public static func rankFlags(_ wanted: String, among flags: [String], limit: Int = 3) -> [String] {
        let bare = flags.map { String($0.drop { $0 == "-" }) }
        let ranked = rank(String(wanted.drop { $0 == "-" }), among: bare, limit: limit)
        return ranked.compactMap { name in flags.first { $0.drop { $0 == "-" } == name } }
    }

    /// The hint for a message (`did you mean 'a' or 'b'?`), or nil with no suggestions.
    public static func didYouMean(_ suggestions: [String]) -> String? {
        guard let last = suggestions.last else { return nil }
        let quoted = suggestions.dropLast().map { "'\($0)'" }
        if quoted.isEmpty { return "did you mean '\(last)'?" }
        return "did you mean " + quoted.joined(separator: ", ") + " or '\(last)'?"
    }

    /// The score of `candidate` for `wanted` (see the type's documentation).
    public static func score(_ wanted: String, _ candidate: String) -> Double {
        score(Array(wanted.lowercased()), Array(candidate.lowercased()))
    }

    private static func score(_ target: [Character], _ other: [Character]) -> Double {
        if target == other { return 0 }
        let longer = max(target.count, other.count, 1)
        var value = Double(editDistance(target, other)) / Double(longer)
        if min(target.count, other.count) >= 3 {
            if other.starts(with: target) || target.starts(with: other) {
                value -= 0.3
            } else if String(other).contains(String(target)) || String(target).contains(String(other)) {
                value -= 0.2
            }
        }
        return max(value, 0.01)
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
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
