import Foundation

/// An sRGB colour with alpha, as UIKit's `UIColor` (components in 0...1).
///
/// A colour is either fixed or dynamic (``init(dynamicProvider:)``, and the system and semantic
/// colours such as `label` and `systemBackground`): a dynamic colour's components are those of
/// ``resolvedColor(with:)`` under ``UITraitCollection/current``, which HeadlessUI sets to the traits
/// of the view it draws, so the same colour renders light or dark per view.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    private let fixedRed: CGFloat
    private let fixedGreen: CGFloat
    private let fixedBlue: CGFloat
    private let fixedAlpha: CGFloat
    /// The provider of a dynamic colour; `nil` for a fixed one. UIKit's provider closure is not
    /// `@Sendable`; HeadlessUI calls it synchronously on the thread that reads the colour, as UIKit does.
    nonisolated(unsafe) private let dynamicProvider: ((UITraitCollection) -> UIColor)?

    /// Red component, 0...1 (resolved under ``UITraitCollection/current`` for a dynamic colour).
    ///
    /// - Note: HeadlessUI only; not in UIKit (use `getRed(_:green:blue:alpha:)`).
    public var red: CGFloat { dynamicProvider == nil ? fixedRed : resolvedFixed().fixedRed }
    /// Green component, 0...1 (resolved under ``UITraitCollection/current`` for a dynamic colour).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var green: CGFloat { dynamicProvider == nil ? fixedGreen : resolvedFixed().fixedGreen }
    /// Blue component, 0...1 (resolved under ``UITraitCollection/current`` for a dynamic colour).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var blue: CGFloat { dynamicProvider == nil ? fixedBlue : resolvedFixed().fixedBlue }
    /// Alpha component, 0...1 (resolved under ``UITraitCollection/current`` for a dynamic colour).
    ///
    /// - Note: HeadlessUI only; not in UIKit (UIKit's `cgColor.alpha`).
    public var alpha: CGFloat { dynamicProvider == nil ? fixedAlpha : resolvedFixed().fixedAlpha }

    /// Creates a colour; components are clamped to 0...1 as UIKit does for extended-range input.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.fixedRed = Self.clamp(red)
        self.fixedGreen = Self.clamp(green)
        self.fixedBlue = Self.clamp(blue)
        self.fixedAlpha = Self.clamp(alpha)
        self.dynamicProvider = nil
    }

    /// Creates a colour whose components come from `dynamicProvider` for the traits it is resolved
    /// under (the drawn view's traits when rendering; see ``resolvedColor(with:)``).
    ///
    /// ```swift
    /// let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .darkGray : .white }
    /// ```
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.fixedRed = 0
        self.fixedGreen = 0
        self.fixedBlue = 0
        self.fixedAlpha = 0
        self.dynamicProvider = dynamicProvider
    }

    /// The fixed colour this colour is under `traitCollection`: itself when it is not dynamic.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        // A provider may return another dynamic colour; a bounded number of hops guards against a
        // provider that returns its own colour.
        for _ in 0..<Self.maximumResolutionDepth {
            guard let provider = color.dynamicProvider else { return color }
            color = provider(traitCollection)
        }
        TextIssueReporter.report(.invalidConfiguration(
            object: "UIColor",
            property: "init(dynamicProvider:)",
            reason: "the provider kept returning dynamic colours (\(Self.maximumResolutionDepth) levels); using clear."
                + " Return a fixed colour such as UIColor(red:green:blue:alpha:) from the provider."
        ))
        return .clear
    }

    /// How many dynamic colours a resolution follows before it gives up.
    static let maximumResolutionDepth = 16

    /// Whether the colour comes from a provider.
    var isDynamic: Bool { dynamicProvider != nil }

    private func resolvedFixed() -> UIColor {
        resolvedColor(with: UITraitCollection.current)
    }

    /// Creates a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
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

    /// The same colour with another alpha (a dynamic colour stays dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard isDynamic else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    /// Reads the components (resolved under ``UITraitCollection/current``), as UIKit's
    /// `getRed(_:green:blue:alpha:)`.
    @discardableResult
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        let fixed = isDynamic ? resolvedFixed() : self
        red = fixed.fixedRed; green = fixed.fixedGreen; blue = fixed.fixedBlue; alpha = fixed.fixedAlpha
        return true
    }

    /// Linear interpolation between two colours, used by animations (dynamic colours are resolved
    /// under ``UITraitCollection/current``).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func interpolated(to other: UIColor, fraction: CGFloat) -> UIColor {
        if isDynamic || other.isDynamic {
            return UIColor { traits in
                self.resolvedColor(with: traits).interpolated(to: other.resolvedColor(with: traits), fraction: fraction)
            }
        }
        return UIColor(
            red: red + (other.red - red) * fraction,
            green: green + (other.green - green) * fraction,
            blue: blue + (other.blue - blue) * fraction,
            alpha: alpha + (other.alpha - alpha) * fraction
        )
    }

    /// Fixed colours are equal when their components are equal; a dynamic colour equals only itself.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs.isDynamic || rhs.isDynamic { return lhs === rhs }
        return lhs.fixedRed == rhs.fixedRed && lhs.fixedGreen == rhs.fixedGreen && lhs.fixedBlue == rhs.fixedBlue
            && lhs.fixedAlpha == rhs.fixedAlpha
    }

    /// Hashes the components (a dynamic colour hashes its identity).
    public func hash(into hasher: inout Hasher) {
        if isDynamic { hasher.combine(ObjectIdentifier(self)); return }
        hasher.combine(fixedRed); hasher.combine(fixedGreen); hasher.combine(fixedBlue); hasher.combine(fixedAlpha)
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
