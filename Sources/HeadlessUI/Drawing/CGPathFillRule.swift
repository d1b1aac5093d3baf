import Foundation

/// Which points a path encloses, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding: inside where the path winds around the point at least once.
    case winding = 0
    /// Even-odd: inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}
