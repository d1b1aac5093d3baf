import Foundation

/// How text that does not fit is wrapped or cut, as UIKit's `NSLineBreakMode` (UIKit's raw values).
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    /// Wrap at word boundaries; a word wider than the line is wrapped by character.
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping = 1
    /// Do not draw past the edge: the last line keeps its text and is clipped.
    case byClipping = 2
    /// Show the end of the last line, with "…" at its start.
    case byTruncatingHead = 3
    /// Show the start of the last line, with "…" at its end.
    case byTruncatingTail = 4
    /// Show both ends of the last line, with "…" in the middle.
    case byTruncatingMiddle = 5

    /// Whether this mode puts an ellipsis in text that does not fit.
    var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: return true
        case .byWordWrapping, .byCharWrapping, .byClipping: return false
        }
    }
}
