import Foundation

/// The horizontal or vertical axis of a layout, as UIKit's `NSLayoutConstraint.Axis` (whose
/// Objective-C name is `UILayoutConstraintAxis`).
///
/// The type lives at the top level under its Objective-C name; `NSLayoutConstraint.Axis` is a
/// typealias of it.
/// Code that writes `.horizontal` / `.vertical` (the usual spelling) compiles unchanged on both sides.
public enum UILayoutConstraintAxis: Int, Sendable, CustomStringConvertible {
    /// Left–right (leading–trailing).
    case horizontal = 0
    /// Top–bottom.
    case vertical = 1

    /// The other axis.
    var perpendicular: UILayoutConstraintAxis { self == .horizontal ? .vertical : .horizontal }

    /// `horizontal` or `vertical`.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

extension CGSize {
    /// The size along `axis` (width for horizontal, height for vertical).
    func length(along axis: UILayoutConstraintAxis) -> CGFloat {
        axis == .horizontal ? width : height
    }

    /// A size from lengths along an axis and across it.
    init(along axis: UILayoutConstraintAxis, length: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: length, height: cross) : CGSize(width: cross, height: length)
    }
}
