import Foundation

/// Interactive swipe-down dismissal of sheets (`.pageSheet`, `.formSheet`, `.automatic`).
///
/// A ``SheetDismissalPanGestureRecognizer`` on the sheet moves it with the finger. On release the
/// sheet is dismissed when the projected progress (progress + ``sheetDismissalProjectionTime`` ×
/// velocity / sheet height) exceeds one half, else it springs back. Callbacks follow UIKit: the
/// sheet gets `viewWillDisappear` when the sheet starts to follow the finger; a completed swipe ends
/// with `viewDidDisappear`; a cancelled one with `viewWillAppear`, `viewDidAppear`. When
/// ``UIViewController/isModalInPresentation`` is true, or the presentation controller's delegate
/// refuses (`presentationControllerShouldDismiss`), the sheet does not move and the delegate hears
/// `presentationControllerDidAttemptToDismiss`; otherwise `presentationControllerWillDismiss`, then
/// `presentationControllerDidDismiss` once a swipe dismissed it.
///
/// When the finger is on a vertical scroll view inside the sheet, the content scrolls first; the
/// sheet takes the gesture over once the drag pulls the content past its top edge, and then follows
/// that pull while the content stays at its top edge.
extension UIViewController {
    /// Velocity projection time used to decide a released swipe (the navigation swipe's 0.35 s).
    static let sheetDismissalProjectionTime: CGFloat = 0.35

    func installSheetDismissalRecognizer() {
        guard let presentation, presentation.dismissalRecognizer == nil, let sheet = viewIfLoaded else { return }
        let pan = SheetDismissalPanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? SheetDismissalPanGestureRecognizer else { return }
            self.handleSheetPan(pan)
        }
        pan.name = "sheetDismissalRecognizer"
        sheet.addGestureRecognizer(pan)
        presentation.dismissalRecognizer = pan
    }

    private var sheetRestingFrame: CGRect? {
        guard let presentation, let window = presentation.container.window else { return nil }
        return ModalPresentation.presentedFrame(
            style: presentation.style, containerBounds: presentation.container.bounds, window: window, sheet: sheetPresentationController
        )
    }

    private func handleSheetPan(_ pan: SheetDismissalPanGestureRecognizer) {
        guard let presentation, let resting = sheetRestingFrame, let sheet = viewIfLoaded else { return }
        switch pan.state {
        case .began, .changed:
            if !pan.hasClaimedGesture {
                guard sheetMayClaim(pan) else { return }
                pan.hasClaimedGesture = true
                beginSheetSwipe()
            }
            guard isBeingDismissed else { return }
            let pull = pan.handingScrollView?.dragPullPastTop ?? pan.translation(in: presentation.container).y
            let offset = Swift.max(0, pull)
            UIView.performWithoutAnimation {
                sheet.frame = resting.offsetBy(dx: 0, dy: offset)
                presentation.dimmingView?.alpha = presentation.dimmingAlpha * (1 - Swift.min(1, offset / Swift.max(1, resting.height)))
            }
        case .ended, .cancelled, .failed:
            guard isBeingDismissed else { return }
            let height = Swift.max(1, resting.height)
            let progress = Swift.max(0, sheet.frame.minY - resting.minY) / height
            let velocity = pan.state == .ended ? pan.velocity(in: presentation.container).y : 0
            let projected = progress + UIViewController.sheetDismissalProjectionTime * velocity / height
            finishSheetSwipe(dismissing: pan.state == .ended && projected > 0.5, progress: progress, resting: resting)
        default:
            break
        }
    }

    /// Whether the sheet may take this gesture now: at once when no vertical scroll view is under the
    /// finger, else once one of them hands its drag over at its top edge.
    private func sheetMayClaim(_ pan: SheetDismissalPanGestureRecognizer) -> Bool {
        let scrollViews = pan.verticalScrollViewsUnderTouches
        return scrollViews.isEmpty || scrollViews.contains { $0.handDragToSheetIfPulledPastTop() }
    }

    /// The sheet starts to follow the finger, or reports an attempt to dismiss when it may not.
    private func beginSheetSwipe() {
        guard let presentation, !isBeingPresented, !isBeingDismissed, storedPresentedViewController == nil else { return }
        let controller = storedPresentationController
        if isModalInPresentation || controller.flatMap({ $0.delegate?.presentationControllerShouldDismiss($0) }) == false {
            if let controller { controller.delegate?.presentationControllerDidAttemptToDismiss(controller) }
            return
        }
        if let controller { controller.delegate?.presentationControllerWillDismiss(controller) }
        isBeingDismissed = true
        presentation.container.endTransition()
        beginAppearanceTransition(false, animated: true)
    }

    private func finishSheetSwipe(dismissing: Bool, progress: CGFloat, resting: CGRect) {
        guard let presentation, let sheet = viewIfLoaded else { return }
        let container = presentation.container
        container.beginTransition(dismissing ? "dismissal of \(debugName)" : "sheet of \(debugName) settling back")
        let remaining = dismissing ? 1 - progress : progress
        UIView.animate(withDuration: ModalPresentation.transitionDuration * Double(Swift.min(1, Swift.max(0, remaining))), animations: {
            if dismissing {
                sheet.frame = resting.offsetBy(dx: 0, dy: container.bounds.maxY - resting.minY)
                presentation.dimmingView?.alpha = 0
            } else {
                sheet.frame = resting
                presentation.dimmingView?.alpha = presentation.dimmingAlpha
            }
        }, completion: { [weak self] _ in
            guard let self else { return }
            if dismissing {
                let controller = self.storedPresentationController
                self.completeDismissal(restoresPresenter: false, completion: nil)
                if let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
            } else {
                container.endTransition()
                self.isBeingDismissed = false
                self.beginAppearanceTransition(true, animated: true)
                self.endAppearanceTransition()
            }
        })
    }
}
