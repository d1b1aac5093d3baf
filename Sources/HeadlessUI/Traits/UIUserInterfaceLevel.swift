import Foundation

/// The visual level of content, as UIKit's `UIUserInterfaceLevel` (elevated content such as a sheet
/// uses lighter dark-appearance backgrounds).
public enum UIUserInterfaceLevel: Int, Sendable {
    /// No level given.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above the main content (sheets, popovers).
    case elevated = 1
}
