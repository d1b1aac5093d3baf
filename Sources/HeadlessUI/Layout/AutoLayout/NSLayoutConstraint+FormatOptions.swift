import Foundation

extension NSLayoutConstraint {
    /// Options of ``constraints(withVisualFormat:options:metrics:views:)``, as UIKit's
    /// `NSLayoutConstraint.FormatOptions`: at most one alignment family applied to every view of the
    /// line, the direction horizontal lines run in, and how vertical spacing is measured. The raw
    /// values are UIKit's (`alignAll…` is `1 << attribute`).
    public struct FormatOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align the left edges of all views of a vertical line.
        public static let alignAllLeft = FormatOptions(attribute: .left)
        /// Align the right edges of all views of a vertical line.
        public static let alignAllRight = FormatOptions(attribute: .right)
        /// Align the top edges of all views of a horizontal line.
        public static let alignAllTop = FormatOptions(attribute: .top)
        /// Align the bottom edges of all views of a horizontal line.
        public static let alignAllBottom = FormatOptions(attribute: .bottom)
        /// Align the leading edges of all views of a vertical line.
        public static let alignAllLeading = FormatOptions(attribute: .leading)
        /// Align the trailing edges of all views of a vertical line.
        public static let alignAllTrailing = FormatOptions(attribute: .trailing)
        /// Align the horizontal centres of all views of a vertical line.
        public static let alignAllCenterX = FormatOptions(attribute: .centerX)
        /// Align the vertical centres of all views of a horizontal line.
        public static let alignAllCenterY = FormatOptions(attribute: .centerY)
        /// Align the last baselines of all views of a horizontal line.
        public static let alignAllLastBaseline = FormatOptions(attribute: .lastBaseline)
        /// Align the first baselines of all views of a horizontal line.
        public static let alignAllFirstBaseline = FormatOptions(attribute: .firstBaseline)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal lines run from the leading to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal lines run from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal lines run from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Vertical spacing runs between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing runs between baselines (HeadlessUI measures edges and reports it).
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        private init(attribute: Attribute) {
            self.init(rawValue: 1 << UInt(attribute.rawValue))
        }

        /// The attributes whose `alignAll…` bits are set, in attribute order.
        var alignedAttributes: [Attribute] {
            let candidates: [Attribute] = [
                .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
            ]
            return candidates.filter { rawValue & (1 << UInt($0.rawValue)) != 0 }
        }
    }
}
