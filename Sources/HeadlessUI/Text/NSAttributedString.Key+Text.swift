import Foundation

extension NSAttributedString.Key {
    /// The `UIFont` of the text (UIKit's `NSFontAttributeName`). Absent means Helvetica 12 in UIKit;
    /// HeadlessUI uses the system font at 12.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text (UIKit's `NSForegroundColorAttributeName`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The ``NSParagraphStyle`` of the text (alignment, line breaking, spacing).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Extra space between characters, in points, applied after ligatures (a number).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The underline, as an ``NSUnderlineStyle`` `rawValue`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The `UIColor` of the underline (absent: the foreground colour).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough, as an ``NSUnderlineStyle`` `rawValue`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The `UIColor` of the strikethrough (absent: the foreground colour).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The `UIColor` of the glyph outline.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline width, as a percentage of the font size (a number).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The vertical offset from the baseline, in points (a number).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (`URL` or `String`).
    public static let link = NSAttributedString.Key("NSLink")
    /// The ligature setting (a number: 0 none, 1 default).
    public static let ligature = NSAttributedString.Key("NSLigature")
}
