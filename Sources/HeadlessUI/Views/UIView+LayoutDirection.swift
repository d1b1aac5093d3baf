import Foundation

/// Left-to-right or right-to-left, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (English).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}

/// How a view's content flips in right-to-left layouts, as UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction (flips in RTL).
    case unspecified
    /// Playback controls: never flipped.
    case playback
    /// Spatial controls (a D-pad): never flipped.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension UIView {
    /// The layout direction a view with `attribute` uses under the application's direction.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return UIApplication.current?.userInterfaceLayoutDirection ?? .leftToRight
        }
    }

    /// The direction this view lays out in: its own attribute, else the nearest ancestor's forced
    /// attribute, else the application's direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var current: UIView? = self
        while let view = current {
            if view.semanticContentAttribute != .unspecified {
                return UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute)
            }
            current = view.storedSuperview
        }
        return UIView.userInterfaceLayoutDirection(for: .unspecified)
    }
}
