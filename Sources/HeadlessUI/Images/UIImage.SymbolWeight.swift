import Foundation

extension UIImage {
    /// The stroke weight of a symbol, as UIKit's `UIImage.SymbolWeight` (UIKit's raw values).
    /// HeadlessUI's placeholders keep their shape at every weight.
    public enum SymbolWeight: Int, Sendable {
        /// No weight chosen (regular).
        case unspecified = 0
        /// Ultra light.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9

        /// The matching font weight, as UIKit's `fontWeight()`.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .unspecified, .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }
}
