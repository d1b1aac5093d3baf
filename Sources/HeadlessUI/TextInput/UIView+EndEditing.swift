import Foundation

extension UIView {
    /// Ends editing in this view's subtree, as UIKit's `endEditing(_:)`: when the first responder
    /// is this view or one of its descendants, it resigns. With `force`, the delegate's
    /// should-end-editing is not asked (did-end-editing still runs). Returns whether no responder
    /// in the subtree is editing afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIApplication.current?.firstResponder as? UIView,
              responder === self || responder.isDescendant(of: self) else { return true }
        if force {
            if let field = responder as? UITextField {
                field.forceResign()
            } else if let textView = responder as? UITextView {
                textView.forceResign()
            } else {
                UIApplication.current?.firstResponder = nil
                responder.didResignFirstResponder()
            }
            return true
        }
        return responder.resignFirstResponder()
    }
}
