import Foundation
import KassSupport

/// What a "did you mean" is ranked from, read at one moment: for each property a failed lookup
/// asked for, the text wanted and the strings the screen held. Reading the strings is cheap;
/// ranking them (``NearMatchRanker``) is not, so a lookup that fails keeps the request and ranks
/// only when its failure is reported: a wait that fails on every frame for five seconds ranks
/// once, and the suggestions describe the same moment as the failure.
///
/// ```swift
/// let request = NearMatchRequest(wanted: "signin", among: ["signIn", "welcome"])
/// request.ranked()  // ["signIn"]
/// ```
package struct NearMatchRequest: Hashable, Sendable {
    /// One property: the text wanted and the candidates, in screen order.
    struct Part: Hashable, Sendable {
        var wanted: String
        var candidates: [String]
    }

    private(set) var parts: [Part] = []

    /// A request with nothing to rank (no suggestions).
    package init() {}

    /// A request ranking `candidates` against `wanted`.
    package init(wanted: String, among candidates: [String]) {
        parts = [Part(wanted: wanted, candidates: candidates)]
    }

    /// Adds a property to rank (its suggestions follow those of the parts before it).
    mutating func add(wanted: String, among candidates: [String]) {
        parts.append(Part(wanted: wanted, candidates: candidates))
    }

    /// The suggestions, best first per property, without repeats, at most `limit`.
    package func ranked(limit: Int = 3) -> [String] {
        var suggestions: [String] = []
        for part in parts {
            suggestions += NearMatchRanker.rank(part.wanted, among: part.candidates, limit: limit)
        }
        var seen = Set<String>()
        return Array(suggestions.filter { seen.insert($0).inserted }.prefix(limit))
    }
}
