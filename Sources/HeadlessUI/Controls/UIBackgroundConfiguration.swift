import Foundation

/// The background of a button (and, in UIKit, of cells), as UIKit's `UIBackgroundConfiguration`:
/// a fill colour, a corner radius, a stroke and insets.
///
/// HeadlessUI has the basics a ``UIButton/Configuration`` uses; `customView`, `visualEffect` and the
/// list-cell presets are not here yet.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill colour; nil lets the owner choose (a button configuration's style colour).
    public var backgroundColor: UIColor?
    /// The corner radius (a button uses it when its corner style is `.fixed`).
    public var cornerRadius: CGFloat = 0
    /// The stroke colour (nil: no stroke).
    public var strokeColor: UIColor?
    /// The stroke width.
    public var strokeWidth: CGFloat = 0
    /// Insets of the background from the owner's bounds.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// An image drawn over the fill colour.
    public var image: UIImage?

    /// A background with nothing drawn, as UIKit's `UIBackgroundConfiguration.clear()`.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: nil)
    }
}
