import Foundation

/// Scrolling a row into view.
extension UITableView {
    /// Scrolls so the row sits at `scrollPosition` of the area inside the adjusted insets: its top
    /// at the top (`.top`), centred (`.middle`), its bottom at the bottom (`.bottom`), or the least
    /// movement that shows it (`.none`), clamped to the scrollable range. Animated scrolls take
    /// 0.3 s on the runtime clock. A row that does not exist is reported and nothing scrolls (UIKit
    /// raises). In `.plain` style a floating header may cover a row scrolled to `.top`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard validateRow(indexPath, for: "scrollToRow(at:at:animated:)") else { return }
        let rect = rectForRow(at: indexPath)
        setContentOffset(contentOffset(showing: rect, at: scrollPosition), animated: animated)
    }

    /// Scrolls the selected row (if any) to `scrollPosition`.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let path = indexPathForSelectedRow else { return }
        scrollToRow(at: path, at: scrollPosition, animated: animated)
    }

    /// The clamped offset that puts `rect` (content coordinates) at `position`.
    func contentOffset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var target = contentOffset
        switch position {
        case .none: return offsetShowing(CGRect(x: contentOffset.x + inset.left, y: rect.minY, width: 0, height: rect.height))
        case .top: target.y = rect.minY - inset.top
        case .middle: target.y = rect.midY - visibleHeight / 2 - inset.top
        case .bottom: target.y = rect.maxY - visibleHeight - inset.top
        }
        return clampedContentOffset(target)
    }
}
