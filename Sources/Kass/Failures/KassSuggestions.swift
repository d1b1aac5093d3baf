import Foundation
import Hammer

/// "Did you mean" suggestions, computed only when a failure is reported: ranking every identifier
/// and label of a snapshot costs more than a check, and a wait checks every frame.
struct KassSuggestions {
    private let compute: @MainActor () -> [String]

    /// Suggestions for `query` from `snapshot` (the same snapshot the failed check used).
    @MainActor
    init(query: AccessibilityQuery, snapshot: AccessibilitySnapshot) {
        compute = { snapshot.nearMatches(for: query) }
    }

    private init(compute: @escaping @MainActor () -> [String]) {
        self.compute = compute
    }

    /// No suggestions.
    static var none: KassSuggestions { KassSuggestions { [] } }

    /// The suggestions, ranked.
    @MainActor
    var values: [String] { compute() }
}
