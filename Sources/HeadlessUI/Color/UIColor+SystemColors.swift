import Foundation

/// UIKit's system colours and UI element (semantic) colours, with the values UIKit resolves them to
/// in the light appearance (the only appearance HeadlessUI renders; see Guide/HeadlessUI.md).
extension UIColor {
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    // MARK: System colours

    /// iOS system blue, the default tint colour.
    public static let systemBlue = rgb(0, 122, 255)
    /// iOS system red.
    public static let systemRed = rgb(255, 59, 48)
    /// iOS system green (also the "on" colour of a switch).
    public static let systemGreen = rgb(52, 199, 89)
    /// iOS system orange.
    public static let systemOrange = rgb(255, 149, 0)
    /// iOS system yellow.
    public static let systemYellow = rgb(255, 204, 0)
    /// iOS system pink.
    public static let systemPink = rgb(255, 45, 85)
    /// iOS system purple.
    public static let systemPurple = rgb(175, 82, 222)
    /// iOS system indigo.
    public static let systemIndigo = rgb(88, 86, 214)
    /// iOS system teal.
    public static let systemTeal = rgb(48, 176, 199)
    /// iOS system cyan.
    public static let systemCyan = rgb(50, 173, 230)
    /// iOS system mint.
    public static let systemMint = rgb(0, 199, 190)
    /// iOS system brown.
    public static let systemBrown = rgb(162, 132, 94)
    /// iOS system grey.
    public static let systemGray = rgb(142, 142, 147)
    /// iOS system grey 2.
    public static let systemGray2 = rgb(174, 174, 178)
    /// iOS system grey 3.
    public static let systemGray3 = rgb(199, 199, 204)
    /// iOS system grey 4 (switch track when off).
    public static let systemGray4 = rgb(209, 209, 214)
    /// iOS system grey 5.
    public static let systemGray5 = rgb(229, 229, 234)
    /// iOS system grey 6.
    public static let systemGray6 = rgb(242, 242, 247)

    // MARK: Text

    /// Primary text colour.
    public static let label = UIColor.black
    /// Secondary text colour.
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    /// Tertiary text colour.
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    /// Quaternary text colour.
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    /// Placeholder text colour.
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    /// Link text colour.
    public static let link = rgb(0, 122, 255)
    /// Text on a light background, whatever the appearance.
    public static let darkText = UIColor.black
    /// Text on a dark background, whatever the appearance.
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    // MARK: Fills

    /// Fill for thin and small shapes (a slider's track).
    public static let systemFill = rgb(120, 120, 128, 0.2)
    /// Fill for medium-size shapes (a switch's background).
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
    /// Fill for large shapes (input fields, search bars, buttons).
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    /// Fill for large areas with complex content.
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)

    // MARK: Backgrounds

    /// Primary background colour.
    public static let systemBackground = UIColor.white
    /// Background of content layered on the primary background.
    public static let secondarySystemBackground = rgb(242, 242, 247)
    /// Background of content layered on the secondary background.
    public static let tertiarySystemBackground = UIColor.white
    /// Background of a grouped interface.
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// Background of content layered on a grouped background.
    public static let secondarySystemGroupedBackground = UIColor.white
    /// Background of content layered on the secondary grouped background.
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)

    // MARK: Separators

    /// Thin borders or dividers that let some underlying content show.
    public static let separator = rgb(60, 60, 67, 0.29)
    /// Thin borders or dividers that hide any underlying content.
    public static let opaqueSeparator = rgb(198, 198, 200)
}
