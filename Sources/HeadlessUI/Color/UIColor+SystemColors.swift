import Foundation

/// UIKit's system colours and UI element (semantic) colours: dynamic colours with the values UIKit
/// resolves them to in the light and dark appearances (Apple's published colour tables, iOS 15 and
/// later; the backgrounds also have their elevated dark values).
extension UIColor {
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// A dynamic colour: `dark` under the dark appearance (`elevatedDark` for elevated content when
    /// given), `light` otherwise.
    private static func dynamic(light: UIColor, dark: UIColor, elevatedDark: UIColor? = nil) -> UIColor {
        UIColor { traits in
            guard traits.userInterfaceStyle == .dark else { return light }
            return traits.userInterfaceLevel == .elevated ? elevatedDark ?? dark : dark
        }
    }

    // MARK: System colours

    /// iOS system blue, the default tint colour.
    public static let systemBlue = dynamic(light: rgb(0, 122, 255), dark: rgb(10, 132, 255))
    /// iOS system red.
    public static let systemRed = dynamic(light: rgb(255, 59, 48), dark: rgb(255, 69, 58))
    /// iOS system green (also the "on" colour of a switch).
    public static let systemGreen = dynamic(light: rgb(52, 199, 89), dark: rgb(48, 209, 88))
    /// iOS system orange.
    public static let systemOrange = dynamic(light: rgb(255, 149, 0), dark: rgb(255, 159, 10))
    /// iOS system yellow.
    public static let systemYellow = dynamic(light: rgb(255, 204, 0), dark: rgb(255, 214, 10))
    /// iOS system pink.
    public static let systemPink = dynamic(light: rgb(255, 45, 85), dark: rgb(255, 55, 95))
    /// iOS system purple.
    public static let systemPurple = dynamic(light: rgb(175, 82, 222), dark: rgb(191, 90, 242))
    /// iOS system indigo.
    public static let systemIndigo = dynamic(light: rgb(88, 86, 214), dark: rgb(94, 92, 230))
    /// iOS system teal.
    public static let systemTeal = dynamic(light: rgb(48, 176, 199), dark: rgb(64, 200, 224))
    /// iOS system cyan.
    public static let systemCyan = dynamic(light: rgb(50, 173, 230), dark: rgb(100, 210, 255))
    /// iOS system mint.
    public static let systemMint = dynamic(light: rgb(0, 199, 190), dark: rgb(99, 230, 226))
    /// iOS system brown.
    public static let systemBrown = dynamic(light: rgb(162, 132, 94), dark: rgb(172, 142, 104))
    /// iOS system grey.
    public static let systemGray = dynamic(light: rgb(142, 142, 147), dark: rgb(142, 142, 147))
    /// iOS system grey 2.
    public static let systemGray2 = dynamic(light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
    /// iOS system grey 3.
    public static let systemGray3 = dynamic(light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
    /// iOS system grey 4 (switch track when off).
    public static let systemGray4 = dynamic(light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
    /// iOS system grey 5.
    public static let systemGray5 = dynamic(light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
    /// iOS system grey 6.
    public static let systemGray6 = dynamic(light: rgb(242, 242, 247), dark: rgb(28, 28, 30))

    // MARK: Text

    /// Primary text colour.
    public static let label = dynamic(light: UIColor.black, dark: UIColor.white)
    /// Secondary text colour.
    public static let secondaryLabel = dynamic(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    /// Tertiary text colour.
    public static let tertiaryLabel = dynamic(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// Quaternary text colour.
    public static let quaternaryLabel = dynamic(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.18))
    /// Placeholder text colour.
    public static let placeholderText = dynamic(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// Link text colour.
    public static let link = dynamic(light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
    /// Text on a light background, whatever the appearance.
    public static let darkText = UIColor.black
    /// Text on a dark background, whatever the appearance.
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    // MARK: Fills

    /// Fill for thin and small shapes (a slider's track).
    public static let systemFill = dynamic(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    /// Fill for medium-size shapes (a switch's background).
    public static let secondarySystemFill = dynamic(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    /// Fill for large shapes (input fields, search bars, buttons).
    public static let tertiarySystemFill = dynamic(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    /// Fill for large areas with complex content.
    public static let quaternarySystemFill = dynamic(light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))

    // MARK: Backgrounds

    /// Primary background colour.
    public static let systemBackground = dynamic(
        light: UIColor.white, dark: UIColor.black, elevatedDark: rgb(28, 28, 30)
    )
    /// Background of content layered on the primary background.
    public static let secondarySystemBackground = dynamic(
        light: rgb(242, 242, 247), dark: rgb(28, 28, 30), elevatedDark: rgb(44, 44, 46)
    )
    /// Background of content layered on the secondary background.
    public static let tertiarySystemBackground = dynamic(
        light: UIColor.white, dark: rgb(44, 44, 46), elevatedDark: rgb(58, 58, 60)
    )
    /// Background of a grouped interface.
    public static let systemGroupedBackground = dynamic(
        light: rgb(242, 242, 247), dark: UIColor.black, elevatedDark: rgb(28, 28, 30)
    )
    /// Background of content layered on a grouped background.
    public static let secondarySystemGroupedBackground = dynamic(
        light: UIColor.white, dark: rgb(28, 28, 30), elevatedDark: rgb(44, 44, 46)
    )
    /// Background of content layered on the secondary grouped background.
    public static let tertiarySystemGroupedBackground = dynamic(
        light: rgb(242, 242, 247), dark: rgb(44, 44, 46), elevatedDark: rgb(58, 58, 60)
    )

    // MARK: Separators

    /// Thin borders or dividers that let some underlying content show.
    public static let separator = dynamic(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    /// Thin borders or dividers that hide any underlying content.
    public static let opaqueSeparator = dynamic(light: rgb(198, 198, 200), dark: rgb(56, 56, 58))
}
