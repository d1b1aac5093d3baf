import Foundation

/// ``UIScrollView/keyboardDismissMode``, as UIKit:
///
/// - `.onDrag`: when a drag begins scrolling, the first responder in the scroll view's window
///   resigns, so the software keyboard slides down at once (a touch that does not scroll does nothing).
/// - `.interactive`: the drag scrolls as usual; once the finger reaches the keyboard's top the
///   keyboard follows it down (and back up), and on release it hides or comes back (see
///   `SoftwareKeyboard+InteractiveDismissal.swift`).
///
/// A scroll view never changes its insets for the keyboard by itself, as in UIKit, where only
/// `UITableViewController` and `UICollectionViewController` adjust the scroll view they manage: apps
/// add the keyboard's overlap to `contentInset.bottom` from the keyboard notifications or a
/// `keyboardLayoutGuide` change handler, and scroll the edited field into view themselves.
extension UIScrollView {
    /// A drag began scrolling.
    func keyboardDragDidBegin() {
        guard keyboardDismissMode == .onDrag else { return }
        guard let responder = UIApplication.current?.firstResponder as? UIView, let window, responder.window === window else { return }
        responder.resignFirstResponder()
    }

    /// The finger moved while dragging.
    func keyboardDragDidMove(_ pan: UIPanGestureRecognizer) {
        guard keyboardDismissMode == .interactive, let keyboard = UIApplication.current?.softwareKeyboardStorage else { return }
        keyboard.interactiveDragMoved(toScreenY: pan.location(in: nil).y)
    }

    /// The finger lifted (or the drag was cancelled) with `fingerVelocity` in this view's coordinates.
    func keyboardDragDidEnd(fingerVelocity: CGPoint) {
        guard let keyboard = UIApplication.current?.softwareKeyboardStorage, keyboard.isInteractivelyDismissing else { return }
        let screenVelocity = panGestureRecognizer.velocity(in: nil)
        keyboard.interactiveDragEnded(velocityY: fingerVelocity == .zero ? 0 : screenVelocity.y)
    }
}
