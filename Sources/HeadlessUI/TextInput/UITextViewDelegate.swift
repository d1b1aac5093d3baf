import Foundation

/// The object a text view asks about editing and tells about changes, as UIKit's
/// `UITextViewDelegate`. Every method has UIKit's default (allow, do nothing).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (asked by `canBecomeFirstResponder`). Default `true`.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The text view became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (not asked when forced). Default `true`.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view resigned first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a user edit may replace `range` (UTF-16) with `text` (`"\n"` for Return). Default `true`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed through the user (not through `text`).
    func textViewDidChange(_ textView: UITextView)
    /// The selection or caret moved.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether tapping the link to `URL` over `characterRange` (UTF-16) may open it; HeadlessUI asks
    /// with `.invokeDefaultAction` when a selectable, non-editable view's `.link` text is tapped, and
    /// records the opened URL in `UIApplication.openedURLs`. Default `true`.
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool
}

extension UITextViewDelegate {
    /// Default: allow.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Default: allow.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Default: allow.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Default: nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Default: nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Default: allow (the link opens).
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool { true }
}
