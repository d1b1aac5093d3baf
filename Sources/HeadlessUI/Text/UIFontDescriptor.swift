import Foundation

/// A description of a font (its face and size), as UIKit's `UIFontDescriptor`: read a font's with
/// `UIFont.fontDescriptor`, change its traits or size, and make a font with `UIFont(descriptor:size:)`.
///
/// ```swift
/// let body = UIFont.preferredFont(forTextStyle: .body)
/// let boldBody = body.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) }
/// ```
///
/// Faces are HeadlessUI's DejaVu faces: bold, italic (oblique), bold italic, condensed and
/// monospaced; a combination without a face (bold italic monospaced) gives `nil` from
/// ``withSymbolicTraits(_:)``, as UIKit does when no font matches.
open class UIFontDescriptor: @unchecked Sendable, CustomStringConvertible {
    /// The face described.
    let fontFile: FontFile
    /// How a font made at the descriptor's own size follows Dynamic Type (text-style fonts).
    let dynamicTypeScaling: DynamicTypeScaling?
    /// The size in points (0 when unspecified).
    public let pointSize: CGFloat

    init(fontFile: FontFile, pointSize: CGFloat, dynamicTypeScaling: DynamicTypeScaling?) {
        self.fontFile = fontFile
        self.pointSize = pointSize
        self.dynamicTypeScaling = dynamicTypeScaling
    }

    /// The PostScript name of the face (`"DejaVuSans-Bold"`).
    public var postscriptName: String { fontFile.postScriptName }

    /// The face's traits: bold, italic, condensed, monospaced.
    public var symbolicTraits: SymbolicTraits { SymbolicTraits(of: fontFile) }

    /// A descriptor with exactly `symbolicTraits` (replacing the current ones, as UIKit), keeping
    /// the family (sans or monospaced) and size; `nil` when no face has those traits.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        guard let file = symbolicTraits.face(monospaced: fontFile.isMonospaced || symbolicTraits.contains(.traitMonoSpace))
        else { return nil }
        return UIFontDescriptor(fontFile: file, pointSize: pointSize, dynamicTypeScaling: dynamicTypeScaling)
    }

    /// The same face at `newPointSize`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(fontFile: fontFile, pointSize: newPointSize, dynamicTypeScaling: nil)
    }

    /// `UIFontDescriptor DejaVuSans-Bold 17.0 pt`.
    public var description: String { "UIFontDescriptor \(postscriptName) \(pointSize) pt" }
}

extension UIFontDescriptor {
    /// A font's stylistic traits, as UIKit's `UIFontDescriptor.SymbolicTraits` (UIKit's raw values).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates traits from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Italic (DejaVu's oblique faces).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded (no DejaVu face; asking for it gives `nil`).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed-pitch (monospaced).
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs (no DejaVu face; asking for it gives `nil`).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimized for UI (kept with no effect on the face).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing (kept with no effect on the face).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing (kept with no effect on the face).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

        init(of file: FontFile) {
            var traits: SymbolicTraits = []
            switch file {
            case .sans, .sansExtraLight: break
            case .sansBold: traits = [.traitBold]
            case .sansOblique: traits = [.traitItalic]
            case .sansBoldOblique: traits = [.traitBold, .traitItalic]
            case .sansCondensed: traits = [.traitCondensed]
            case .sansCondensedBold: traits = [.traitCondensed, .traitBold]
            case .mono: traits = [.traitMonoSpace]
            case .monoBold: traits = [.traitMonoSpace, .traitBold]
            case .monoOblique: traits = [.traitMonoSpace, .traitItalic]
            }
            self = traits
        }

        /// The DejaVu face with these traits, or `nil` when there is none.
        func face(monospaced: Bool) -> FontFile? {
            let styled = subtracting([.traitUIOptimized, .traitTightLeading, .traitLooseLeading, .traitMonoSpace])
            if monospaced {
                switch styled {
                case []: return .mono
                case [.traitBold]: return .monoBold
                case [.traitItalic]: return .monoOblique
                default: return nil
                }
            }
            switch styled {
            case []: return .sans
            case [.traitBold]: return .sansBold
            case [.traitItalic]: return .sansOblique
            case [.traitBold, .traitItalic]: return .sansBoldOblique
            case [.traitCondensed]: return .sansCondensed
            case [.traitCondensed, .traitBold]: return .sansCondensedBold
            default: return nil
            }
        }
    }
}

extension FontFile {
    /// Whether the face is one of the monospaced ones.
    var isMonospaced: Bool { self == .mono || self == .monoBold || self == .monoOblique }
}

extension UIFont {
    /// The font's descriptor (face and size), as UIKit's `UIFont.fontDescriptor`.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(fontFile: fontFile, pointSize: pointSize, dynamicTypeScaling: dynamicTypeScaling)
    }

    /// The font `descriptor` describes at `pointSize`, as UIKit's `UIFont(descriptor:size:)`; 0 keeps
    /// the descriptor's size (and a text-style font's Dynamic Type scaling).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        if pointSize == 0, descriptor.pointSize > 0 {
            self.init(file: descriptor.fontFile, pointSize: descriptor.pointSize, dynamicTypeScaling: descriptor.dynamicTypeScaling)
        } else {
            self.init(file: descriptor.fontFile, pointSize: Self.validatedSize(pointSize, api: "UIFont(descriptor:size:)"))
        }
    }
}
