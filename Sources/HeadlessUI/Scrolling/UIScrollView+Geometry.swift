import Foundation

/// The scrollable range and the insets that shape it.
extension UIScrollView {
    /// ``contentInset`` plus the safe area, as ``contentInsetAdjustmentBehavior`` decides, plus the
    /// refresh control's height while it refreshes.
    public var adjustedContentInset: UIEdgeInsets {
        var inset = baseAdjustedContentInset
        inset.top += refreshInsetTop
        return inset
    }

    /// The adjusted inset without the refresh control's share.
    var baseAdjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        let adjustVertical: Bool, adjustHorizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            return inset
        case .always:
            adjustVertical = true
            adjustHorizontal = true
        case .scrollableAxes:
            adjustVertical = alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
            adjustHorizontal = alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
        case .automatic:
            adjustVertical = owningViewController != nil || alwaysBounceVertical
                || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
            adjustHorizontal = alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
        }
        if adjustVertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if adjustHorizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// The smallest resting content offset: `(−left, −top)` of the adjusted inset.
    var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest resting content offset (never below the minimum).
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        return CGPoint(
            x: Swift.max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: Swift.max(minimum.y, contentSize.height + inset.bottom - bounds.height)
        )
    }

    /// Whether the content is wider than the view (with insets), or always bounces horizontally.
    var canScrollHorizontally: Bool {
        let inset = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
    }

    /// Whether the content is taller than the view (with insets), or always bounces vertically.
    var canScrollVertically: Bool {
        let inset = adjustedContentInset
        return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
    }

    /// `offset` clamped to the resting range.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return CGPoint(
            x: Swift.min(maximum.x, Swift.max(minimum.x, offset.x)),
            y: Swift.min(maximum.y, Swift.max(minimum.y, offset.y))
        )
    }

    /// The offset closest to the current one that shows `rect` inside the inset visible area.
    func offsetShowing(_ rect: CGRect) -> CGPoint {
        let inset = adjustedContentInset
        let visible = CGSize(
            width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom
        )
        func axis(_ current: CGFloat, _ lowInset: CGFloat, _ minimum: CGFloat, _ length: CGFloat, _ extent: CGFloat) -> CGFloat {
            let visibleStart = current + lowInset
            if minimum < visibleStart || length > extent { return minimum - lowInset }
            if minimum + length > visibleStart + extent { return minimum + length - extent - lowInset }
            return current
        }
        let target = CGPoint(
            x: axis(contentOffset.x, inset.left, rect.minX, rect.width, visible.width),
            y: axis(contentOffset.y, inset.top, rect.minY, rect.height, visible.height)
        )
        return clampedContentOffset(target)
    }
}
