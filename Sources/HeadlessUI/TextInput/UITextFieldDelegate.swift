import Foundation

/// The object a text field asks about editing and tells about changes, as UIKit's
/// `UITextFieldDelegate`. Every method has UIKit's default (allow, do nothing).
///
/// Order, as UIKit documents it: `textFieldShouldBeginEditing` → (first responder) →
/// `textFieldDidBeginEditing` → `.editingDidBegin`; each user edit asks
/// `textField(_:shouldChangeCharactersIn:replacementString:)` then sends `.editingChanged`;
/// `textFieldShouldEndEditing` → (resign) → `textFieldDidEndEditing` → `.editingDidEnd`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (also asked by `canBecomeFirstResponder`, as in UIKit). Default `true`.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (asked by `canResignFirstResponder`; not asked by `endEditing(true)`
    /// or when the field leaves its window). Default `true`.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field resigned first responder (called even when ending was forced).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether a user edit may replace `range` (UTF-16, as `NSRange`) with `string` (empty for a
    /// deletion). Not asked for programmatic `text` changes or the clear button. Default `true`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button (or `clearsOnBeginEditing`) may clear the text. Default `true`.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether Return is honoured (sends `.editingDidEndOnExit`). Default `true`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The selection or caret moved (typing, taps, arrows, programmatic changes).
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    /// Default: allow.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Default: allow.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Default: allow.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Default: allow.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Default: allow.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
