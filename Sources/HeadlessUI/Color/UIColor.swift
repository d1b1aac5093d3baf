import Foundation

/// An sRGB colour with alpha, as UIKit's `UIColor` (components in 0...1).
///
/// Semantic colours (`label`, `systemBackground`, `tintColor`…) resolve to their light-mode values.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// Red component, 0...1.
    public let red: CGFloat
    /// Green component, 0...1.
    public let green: CGFloat
    /// Blue component, 0...1.
    public let blue: CGFloat
    /// Alpha component, 0...1.
    public let alpha: CGFloat

    /// Creates a colour; components are clamped to 0...1 as UIKit does for extended-range input.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Creates a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255,
            green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the components, as UIKit's `getRed(_:green:blue:alpha:)`.
    @discardableResult
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        red = self.red; green = self.green; blue = self.blue; alpha = self.alpha
        return true
    }

    /// Linear interpolation between two colours, used by animations.
    public func interpolated(to other: UIColor, fraction: CGFloat) -> UIColor {
        UIColor(
            red: red + (other.red - red) * fraction,
            green: green + (other.green - green) * fraction,
            blue: blue + (other.blue - blue) * fraction,
            alpha: alpha + (other.alpha - alpha) * fraction
        )
    }

    /// Colours are equal when their components are equal.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints colours.
    public var description: String {
        func format(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }
        return "UIExtendedSRGBColorSpace \(format(red)) \(format(green)) \(format(blue)) \(format(alpha))"
    }
}

extension UIColor {
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Grey (50 %).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light grey (66.7 %).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Dark grey (33.3 %).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Purple (50 % red and blue).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// The default tint colour.
    public static let tintColor = UIColor.systemBlue
}
