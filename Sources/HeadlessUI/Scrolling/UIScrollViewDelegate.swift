import Foundation

/// What a scroll view tells its delegate as it scrolls, as UIKit's `UIScrollViewDelegate`. Every
/// method has an empty default, so a delegate implements only what it needs.
///
/// Order for a drag that is released with velocity:
/// `scrollViewWillBeginDragging` → `scrollViewDidScroll` (per move) → `scrollViewWillEndDragging` →
/// `scrollViewDidEndDragging(willDecelerate: true)` → `scrollViewWillBeginDecelerating` →
/// `scrollViewDidScroll` (per frame) → `scrollViewDidEndDecelerating`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by dragging, deceleration, animation or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted; `velocity` is in points per millisecond, and the delegate may change
    /// where the content comes to rest.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    )
    /// The drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts decelerating (or bouncing back) after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// A `setContentOffset(_:animated: true)` or `scrollRectToVisible(_:animated: true)` animation finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a scroll-to-top request may scroll. Default true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A scroll-to-top finished.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The adjusted content inset changed (the safe area did).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Default: nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Default: nothing (the target stays).
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {}
    /// Default: nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Default: nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Default: true.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Default: nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
