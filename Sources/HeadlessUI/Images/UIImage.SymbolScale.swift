import Foundation

extension UIImage {
    /// The size of a symbol relative to its point size, as UIKit's `UIImage.SymbolScale` (UIKit's
    /// raw values).
    public enum SymbolScale: Int, Sendable {
        /// The default scale (medium).
        case `default` = -1
        /// No scale chosen (medium).
        case unspecified = 0
        /// Small: about 0.78 of medium.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large: about 1.29 of medium.
        case large = 3

        /// How much bigger than a medium symbol of the same point size the placeholder is
        /// (HeadlessUI's approximation of SF Symbols' scales).
        var sizeFactor: CGFloat {
            switch self {
            case .small: return 0.78
            case .large: return 1.29
            case .default, .unspecified, .medium: return 1
            }
        }
    }
}
