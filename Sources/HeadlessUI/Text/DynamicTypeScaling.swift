import Foundation

/// What a Dynamic Type font remembers so it can be re-sized for another content size category: the
/// text style whose curve it follows, its size at the default category (Large) and its cap.
struct DynamicTypeScaling: Hashable, Sendable {
    let textStyle: UIFont.TextStyle
    let pointSizeAtLarge: CGFloat
    let maximumPointSize: CGFloat?

    /// The point size for `category`.
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        let size = DynamicTypeTable.scaled(pointSizeAtLarge, style: textStyle, category: category)
        guard let maximumPointSize, maximumPointSize > 0 else { return size }
        return Swift.min(size, maximumPointSize)
    }
}

/// Apple's Dynamic Type sizes (Human Interface Guidelines, iOS): the point size of each text style at
/// each content size category, xSmall … xxxLarge then AX1 … AX5.
enum DynamicTypeTable {
    static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The size of `style` at `category` (unspecified and unknown categories count as Large; an
    /// unknown style follows body).
    static func size(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let row = sizes[style] ?? sizes[.body] ?? []
        return row[category.order]
    }

    /// `value` (meant for Large) scaled by the ratio of `style`'s size at `category` to its size at Large.
    static func scaled(_ value: CGFloat, style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        let large = size(of: style, at: .large)
        let target = size(of: style, at: category)
        return value == large ? target : value * target / large
    }
}
