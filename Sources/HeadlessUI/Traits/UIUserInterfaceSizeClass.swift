import Foundation

/// How much room an axis has, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class given.
    case unspecified = 0
    /// Constrained space (an iPhone's width in portrait).
    case compact = 1
    /// Expansive space (an iPad's width and height, an iPhone's height in portrait).
    case regular = 2
}
