import Foundation

extension UIScrollView {
    /// The safe area changed (the view reached a window, a bar appeared…): a scroll view resting at
    /// the top (or leading) edge of its old adjusted inset moves to rest at the new one, as UIKit
    /// does, so a root table starts below the status bar instead of under it; then
    /// ``adjustedContentInsetDidChange()`` and the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)` run.
    func followSafeAreaChange() {
        let old = adjustedInsetAtLastSafeAreaChange ?? contentInset
        let new = adjustedContentInset
        adjustedInsetAtLastSafeAreaChange = new
        guard old != new else { return }
        if !isDragging, !isDecelerating, motion == nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
