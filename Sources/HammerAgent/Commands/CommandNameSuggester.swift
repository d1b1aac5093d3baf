import Foundation
import Hammer

/// The "did you mean" for a mistyped command or key name: Hammer's near-match ranking, plus names
/// with the same letters (a transposition, `tpa` for `tap`) and names that start with or contain
/// what was typed (`screen` for `screenshot`). Pure, so it is tested on its own; the agent and the
/// `hammer` command line share it, so both suggest the same names.
public enum CommandNameSuggester {
    /// Up to `limit` names from `names` that `wanted` probably meant, best first.
    public static func suggestions(for wanted: String, among names: [String], limit: Int = 3) -> [String] {
        let typed = wanted.lowercased()
        guard !typed.isEmpty else { return [] }
        var result: [String] = []
        func add(_ name: String) {
            if !result.contains(name) { result.append(name) }
        }
        for name in names where name.count == typed.count && name.lowercased().sorted() == typed.sorted() { add(name) }
        for name in NearMatchRanker.rank(typed, among: names, limit: limit) { add(name) }
        for name in names where typed.count >= 3 && (name.hasPrefix(typed) || name.contains(typed)) { add(name) }
        return Array(result.prefix(limit))
    }
}
