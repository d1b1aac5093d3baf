import Foundation

/// An object that can receive and forward events, as UIKit's `UIResponder`.
///
/// The default `touches…` methods forward to ``next``, so an unhandled touch walks the responder
/// chain: view → superview (or its view controller) → … → window → application.
@preconcurrency @MainActor
open class UIResponder: AccessibleObject {
    /// The next responder in the chain, or `nil` at its end.
    open var next: UIResponder? { nil }

    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// Touches began; forwards to ``next`` by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved; forwards to ``next`` by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches ended; forwards to ``next`` by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled (a gesture took them, the view left the window...); forwards by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses (hardware keyboard)

    /// Keys went down; forwards to ``next`` by default. Presses that reach the end of the chain go
    /// to the keyboard system (key commands, then text input), so an override that handles a key
    /// and does not call `super` keeps it from becoming a shortcut or text, as in UIKit.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesBegan(presses, with: event) } else { HardwareKeyboard.pressesBeganReachedEndOfChain(presses) }
    }

    /// Presses changed; forwards to ``next`` by default.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys went up; forwards to ``next`` by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Presses were cancelled (the keyboard was detached); forwards to ``next`` by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The keyboard shortcuts this responder offers while it is on the first responder's chain.
    /// `nil` by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// The custom view a software keyboard shows above itself (a toolbar with a Done button) while
    /// this responder is first responder. `nil` by default; text fields and text views make it settable.
    open var inputAccessoryView: UIView? { nil }

    /// The custom view shown instead of the system keyboard while this responder is first
    /// responder. `nil` by default; text fields and text views make it settable.
    open var inputView: UIView? { nil }

    /// Whether this responder can become first responder. `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status. `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool {
        owningApplication?.firstResponder === self
    }

    /// The application this responder belongs to: a view's window's application, otherwise the
    /// current one. First-responder status, and the clock and scheduler of views that animate or
    /// time things, are read from it rather than from whichever application runs now.
    var owningApplication: UIApplication? {
        (self as? UIView)?.window?.application ?? UIApplication.current
    }

    /// Asks to become first responder; returns whether it did.
    /// Fails when ``canBecomeFirstResponder`` is false, when a view is not in a window, or when the
    /// current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        guard let application = owningApplication else { return false }
        if let current = application.firstResponder {
            guard current.canResignFirstResponder else { return false }
            application.isTransferringFirstResponder = true
            application.firstResponder = nil
            current.didResignFirstResponder()
        }
        application.firstResponder = self
        application.isTransferringFirstResponder = false
        didBecomeFirstResponder()
        return true
    }

    /// Gives up first-responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        owningApplication?.firstResponder = nil
        didResignFirstResponder()
        return true
    }

    // MARK: Input views (software keyboard)

    /// Tells the software keyboard that ``inputView``, ``inputAccessoryView`` or the text input traits
    /// changed while this responder is first responder; the keyboard updates (with frame-change
    /// notifications when its height changes). Does nothing for other responders.
    open func reloadInputViews() {
        guard isFirstResponder, let application = owningApplication else { return }
        application.softwareKeyboard.reloadInputViews()
    }

    /// Called after this responder became first responder (HeadlessUI hook; text inputs use it).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    open func didBecomeFirstResponder() {}

    /// Called after this responder resigned first responder (HeadlessUI hook).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    open func didResignFirstResponder() {}
}
