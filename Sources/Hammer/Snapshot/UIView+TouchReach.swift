import Foundation

extension UIView {
    /// Whether a touch that `receiver` takes counts as reaching this view: this view or a view inside
    /// it; or, for a view that does not take touches itself (a label, a disabled control), the
    /// ancestor the touch falls through to, as a tap on it does in UIKit and XCUITest. The one rule
    /// behind ``AccessibilitySnapshot/NotHittableReason`` and where Hammer touches an element.
    func isReached(byTouchTakenBy receiver: UIView) -> Bool {
        if receiver === self || receiver.isDescendant(of: self) { return true }
        let takesTouchesItself = isUserInteractionEnabled && (self as? UIControl)?.isEnabled != false
        return !takesTouchesItself && isDescendant(of: receiver)
    }
}
