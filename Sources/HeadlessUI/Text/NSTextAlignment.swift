import Foundation

/// Horizontal alignment of lines, as UIKit's `NSTextAlignment` (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Stretched to both edges, except the last line of a paragraph (which is natural).
    case justified = 3
    /// Left in left-to-right layouts, right in right-to-left layouts.
    case natural = 4

    /// The alignment a line actually gets under `direction` (`.natural` resolved; `.justified` lines
    /// that are not stretched align like `.natural`).
    func resolved(for direction: UIUserInterfaceLayoutDirection, stretchable: Bool = false) -> NSTextAlignment {
        switch self {
        case .natural: return direction == .rightToLeft ? .right : .left
        case .justified where !stretchable: return direction == .rightToLeft ? .right : .left
        default: return self
        }
    }
}
