import Foundation

extension AccessibilityQueryResolution {
    /// Applies the preference rules (visible first, then actionable, then one per activation point)
    /// to `matches`, for callers that filter matches further before choosing (Kass's element types).
    package static func preferredCandidates(among matches: [AccessibilitySnapshot.Node]) -> [AccessibilitySnapshot.Node] {
        preferred(matches)
    }
}
