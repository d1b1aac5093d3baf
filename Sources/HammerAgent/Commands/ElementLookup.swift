import Foundation
import Hammer

/// What looking an element up found: it, or nothing with the near matches still to be ranked.
enum ElementLookup {
    /// The one element described.
    case found(AccessibilitySnapshot.Node)
    /// Nothing matches `description`; `nearMatches` ranks the closest texts when asked.
    case missing(description: String, nearMatches: NearMatchRequest)
}
