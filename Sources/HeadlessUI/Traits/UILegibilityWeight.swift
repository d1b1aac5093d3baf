import Foundation

/// The font weight the user chose in Settings (Bold Text), as UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable {
    /// No weight given.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold Text is on.
    case bold = 1
}
