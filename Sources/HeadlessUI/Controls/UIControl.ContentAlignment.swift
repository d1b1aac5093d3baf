import Foundation

extension UIControl {
    /// How content is placed horizontally in a control, as UIKit's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to the full width.
        case fill = 3
        /// Against the leading edge (left in left-to-right layouts).
        case leading = 4
        /// Against the trailing edge (right in left-to-right layouts).
        case trailing = 5
    }

    /// How content is placed vertically in a control, as UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched to the full height.
        case fill = 3
    }
}
