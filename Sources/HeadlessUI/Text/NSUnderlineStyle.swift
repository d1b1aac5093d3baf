import Foundation

/// The underline and strikethrough styles of attributed text (UIKit's `NSUnderlineStyle`), stored
/// under `.underlineStyle`/`.strikethroughStyle` as their `rawValue`. HeadlessUI keeps them in the
/// attributed string but does not draw lines (see Guide/HeadlessUI.md).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw bits, as UIKit defines them.
    public let rawValue: Int

    /// Creates a style from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not under spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
