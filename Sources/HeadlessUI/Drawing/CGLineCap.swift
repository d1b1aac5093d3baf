import Foundation

/// How the ends of stroked open subpaths look, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// Square ends exactly at the end points.
    case butt = 0
    /// Half-circle ends.
    case round = 1
    /// Square ends extending half the line width past the end points.
    case square = 2
}
