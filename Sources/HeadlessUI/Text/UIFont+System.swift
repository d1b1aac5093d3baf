import Foundation

extension UIFont {
    /// The size UIKit uses for labels (17).
    public static var labelFontSize: CGFloat { 17 }
    /// The size UIKit uses for buttons (18).
    public static var buttonFontSize: CGFloat { 18 }
    /// The standard system font size (14).
    public static var systemFontSize: CGFloat { 14 }
    /// The small system font size (12).
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The system font (DejaVu Sans) at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(file: .sans, pointSize: validatedSize(fontSize, api: "UIFont.systemFont(ofSize:)"))
    }

    /// The system font at `fontSize` in `weight`: up to `.light` DejaVu Sans ExtraLight, up to
    /// `.medium` DejaVu Sans, from `.semibold` DejaVu Sans Bold.
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let size = validatedSize(fontSize, api: "UIFont.systemFont(ofSize:weight:)")
        return UIFont(file: validatedWeight(weight, api: "UIFont.systemFont(ofSize:weight:)").sansFile, pointSize: size)
    }

    /// The bold system font (DejaVu Sans Bold) at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(file: .sansBold, pointSize: validatedSize(fontSize, api: "UIFont.boldSystemFont(ofSize:)"))
    }

    /// The italic system font (DejaVu Sans Oblique) at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(file: .sansOblique, pointSize: validatedSize(fontSize, api: "UIFont.italicSystemFont(ofSize:)"))
    }

    /// The monospaced system font (DejaVu Sans Mono; Bold from `.semibold`) at `fontSize`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let size = validatedSize(fontSize, api: "UIFont.monospacedSystemFont(ofSize:weight:)")
        return UIFont(file: validatedWeight(weight, api: "UIFont.monospacedSystemFont(ofSize:weight:)").monoFile, pointSize: size)
    }

    /// The system font with digits of equal width. DejaVu Sans' digits are already tabular
    /// (all 1303/2048 em wide), so this is ``systemFont(ofSize:weight:)``.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let size = validatedSize(fontSize, api: "UIFont.monospacedDigitSystemFont(ofSize:weight:)")
        return UIFont(file: validatedWeight(weight, api: "UIFont.monospacedDigitSystemFont(ofSize:weight:)").sansFile, pointSize: size)
    }

    /// `weight` if finite, else reports a runtime issue and returns `.regular`.
    static func validatedWeight(_ weight: UIFont.Weight, api: String) -> UIFont.Weight {
        if weight.rawValue.isFinite { return weight }
        TextIssueReporter.report(.invalidConfiguration(
            object: "UIFont",
            property: "\(api) weight \(weight.rawValue)",
            reason: "a font weight must be a finite number such as UIFont.Weight.bold; using .regular instead."
        ))
        return .regular
    }
}
