import Foundation

extension NSAttributedString.Key {
    /// The `UIFont` of the text (UIKit's `NSFontAttributeName`). Absent means Helvetica 12 in UIKit;
    /// HeadlessUI uses the system font at 12.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text (UIKit's `NSForegroundColorAttributeName`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
