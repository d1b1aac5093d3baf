import Foundation

extension UICollectionView {
    /// Where ``UICollectionView/scrollToItem(at:at:animated:)`` puts an item, as UIKit's
    /// `UICollectionView.ScrollPosition`: at most one vertical and one horizontal position; `[]` scrolls
    /// the least that shows the item.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        /// Creates a position from its raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// Item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so the item sits at `scrollPosition` of the area inside the adjusted insets, clamped
    /// to the scrollable range; an axis without a position scrolls the least that shows the item.
    /// Animated scrolls take 0.3 s on the runtime clock. An item that does not exist, or a position
    /// with two vertical or two horizontal parts, is reported and nothing scrolls (UIKit raises).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard validateItem(indexPath, for: "scrollToItem(at:at:animated:)") else { return }
        let vertical = scrollPosition.intersection([.top, .centeredVertically, .bottom])
        let horizontal = scrollPosition.intersection([.left, .centeredHorizontally, .right])
        guard vertical.rawValue.nonzeroBitCount <= 1, horizontal.rawValue.nonzeroBitCount <= 1 else {
            let axis = vertical.rawValue.nonzeroBitCount > 1 ? "vertical" : "horizontal"
            reportInvalid(
                "scrollToItem(at:at:animated:)",
                "the scroll position \(scrollPosition.rawValue) combines several \(axis) positions (UIKit raises); use at most one of "
                    + ".top/.centeredVertically/.bottom and one of .left/.centeredHorizontally/.right. Nothing scrolled."
            )
            return
        }
        layoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visible = CGSize(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        let least = offsetShowing(frame)
        var target = contentOffset
        switch vertical {
        case .top: target.y = frame.minY - inset.top
        case .centeredVertically: target.y = frame.midY - visible.height / 2 - inset.top
        case .bottom: target.y = frame.maxY - visible.height - inset.top
        default: target.y = least.y
        }
        switch horizontal {
        case .left: target.x = frame.minX - inset.left
        case .centeredHorizontally: target.x = frame.midX - visible.width / 2 - inset.left
        case .right: target.x = frame.maxX - visible.width - inset.left
        default: target.x = least.x
        }
        setContentOffset(clampedContentOffset(target), animated: animated)
    }
}
