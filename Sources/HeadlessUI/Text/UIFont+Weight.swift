import Foundation

extension UIFont {
    /// A font weight, as UIKit's `UIFont.Weight`, with UIKit's raw values (−0.8 ultraLight … 0.62 black).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight value (0 is regular).
        public let rawValue: CGFloat

        /// Creates a weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a weight from its value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4
        public static let light = Weight(rawValue: -0.4)
        /// 0
        public static let regular = Weight(rawValue: 0)
        /// 0.23
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62
        public static let black = Weight(rawValue: 0.62)

        /// Orders weights by value.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The DejaVu Sans face for this weight.
        var sansFile: FontFile {
            if self <= .light { return .sansExtraLight }
            if self < .semibold { return .sans }
            return .sansBold
        }

        /// The DejaVu Sans Mono face for this weight (Mono has no light face).
        var monoFile: FontFile {
            self < .semibold ? .mono : .monoBold
        }
    }
}
