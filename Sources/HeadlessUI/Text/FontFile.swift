import Foundation

/// The DejaVu faces HeadlessUI uses in place of San Francisco.
///
/// The system font maps to DejaVu Sans (ExtraLight for light weights, Bold from semibold up),
/// the monospaced system font to DejaVu Sans Mono.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum FontFile: String, CaseIterable, Hashable, Sendable {
    /// DejaVu Sans Book: the regular system font.
    case sans = "DejaVuSans.ttf"
    /// DejaVu Sans Bold.
    case sansBold = "DejaVuSans-Bold.ttf"
    /// DejaVu Sans ExtraLight.
    case sansExtraLight = "DejaVuSans-ExtraLight.ttf"
    /// DejaVu Sans Oblique: the italic system font.
    case sansOblique = "DejaVuSans-Oblique.ttf"
    /// DejaVu Sans Bold Oblique.
    case sansBoldOblique = "DejaVuSans-BoldOblique.ttf"
    /// DejaVu Sans Condensed.
    case sansCondensed = "DejaVuSansCondensed.ttf"
    /// DejaVu Sans Condensed Bold.
    case sansCondensedBold = "DejaVuSansCondensed-Bold.ttf"
    /// DejaVu Sans Mono: the monospaced system font.
    case mono = "DejaVuSansMono.ttf"
    /// DejaVu Sans Mono Bold.
    case monoBold = "DejaVuSansMono-Bold.ttf"
    /// DejaVu Sans Mono Oblique.
    case monoOblique = "DejaVuSansMono-Oblique.ttf"

    /// The file name looked up by ``FontLocator``.
    public var fileName: String { rawValue }

    /// The PostScript name of the face, as `UIFont.fontName` reports it.
    public var postScriptName: String {
        switch self {
        case .sans: return "DejaVuSans"
        case .sansBold: return "DejaVuSans-Bold"
        case .sansExtraLight: return "DejaVuSans-ExtraLight"
        case .sansOblique: return "DejaVuSans-Oblique"
        case .sansBoldOblique: return "DejaVuSans-BoldOblique"
        case .sansCondensed: return "DejaVuSansCondensed"
        case .sansCondensedBold: return "DejaVuSansCondensed-Bold"
        case .mono: return "DejaVuSansMono"
        case .monoBold: return "DejaVuSansMono-Bold"
        case .monoOblique: return "DejaVuSansMono-Oblique"
        }
    }

    /// The family name, as `UIFont.familyName` reports it.
    public var familyName: String {
        switch self {
        case .sans, .sansBold, .sansExtraLight, .sansOblique, .sansBoldOblique: return "DejaVu Sans"
        case .sansCondensed, .sansCondensedBold: return "DejaVu Sans Condensed"
        case .mono, .monoBold, .monoOblique: return "DejaVu Sans Mono"
        }
    }

    /// The face whose PostScript name is `name`, if any.
    public init?(postScriptName name: String) {
        guard let match = Self.allCases.first(where: { $0.postScriptName == name }) else { return nil }
        self = match
    }
}
