import Foundation

/// A scroll view inside a sheet hands a downward drag to the sheet once the drag pulls its content
/// past the top edge, as UIKit's card sheets do: content scrolled down scrolls first; content at its
/// top edge stays there while the sheet follows the finger.
extension UIScrollView {
    /// How far the current drag pulls the content past its top edge (negative: above it); nil when
    /// the scroll view is not dragging or cannot scroll vertically.
    var dragPullPastTop: CGFloat? {
        guard isDragging, canScrollVertically else { return nil }
        let wanted = dragOrigin.y - panGestureRecognizer.translation(in: self).y
        return minimumContentOffset.y - wanted
    }

    /// Hands the drag to the enclosing sheet when it pulls the content past the top edge and the
    /// sheet's pan tracks the same finger; the content then stays at its top edge until the fingers
    /// lift. Returns whether the sheet has the drag.
    @discardableResult
    func handDragToSheetIfPulledPastTop() -> Bool {
        if isDragHandedToSheet { return true }
        guard let pull = dragPullPastTop, pull > 0, let sheetPan = enclosingSheetPan else { return false }
        isDragHandedToSheet = true
        sheetPan.handingScrollView = self
        let top = minimumContentOffset.y
        if contentOffset.y != top { contentOffset = CGPoint(x: contentOffset.x, y: top) }
        return true
    }

    /// The pan of an enclosing sheet that tracks this scroll view's finger and may still take it over.
    private var enclosingSheetPan: SheetDismissalPanGestureRecognizer? {
        var current = superview
        while let view = current {
            for case let pan as SheetDismissalPanGestureRecognizer in view.attachedGestureRecognizers
            where pan.mayTakeOver(touchesOf: panGestureRecognizer) {
                return pan
            }
            current = view.superview
        }
        return nil
    }
}
