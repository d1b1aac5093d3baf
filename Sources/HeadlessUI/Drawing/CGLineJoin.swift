import Foundation

/// How stroked segments meet at corners, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners (bevelled past the miter limit).
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Corners cut off flat.
    case bevel = 2
}
