import Foundation

extension UIApplication {
    /// HeadlessUI: the software keyboard, for tests and the agent to query (is it up, where, which
    /// keys) and tap. See ``SoftwareKeyboard``.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var softwareKeyboard: SoftwareKeyboard {
        if let softwareKeyboardStorage { return softwareKeyboardStorage }
        let keyboard = SoftwareKeyboard(application: self)
        softwareKeyboardStorage = keyboard
        return keyboard
    }

    /// Called by ``firstResponder``'s observer. The momentary `nil` while `becomeFirstResponder`
    /// moves focus from one responder to another is skipped, so the keyboard stays up.
    func firstResponderDidChange() {
        guard !isTerminated else { return }
        if firstResponder == nil, isTransferringFirstResponder || softwareKeyboardStorage == nil { return }
        softwareKeyboard.firstResponderDidChange()
    }
}
