import HeadlessUI
import Foundation

/// A key-input view with settable text input traits and input views, for software keyboard tests:
/// it records `text` as a text field would hold it and `log` of calls (`insert "a"`, `delete`).
/// Its traits start at UIKit's defaults (so automatic capitalization is `.sentences`).
@MainActor
public final class ConfigurableKeyInputView: UIView, UIKeyInput {
    /// Not decoded from archives (HeadlessUI reads no storyboards or nibs).
    public required init?(coder: NSCoder) { nil }

    /// The text typed so far.
    public private(set) var text = ""
    /// Calls received, in order.
    public private(set) var log: [String] = []
    /// The keyboard layout asked for.
    public var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    public var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalization.
    public var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Shown above the keyboard while first responder.
    public var accessory: UIView?
    /// Shown instead of the keys while first responder.
    public var customInputView: UIView?

    /// Creates a view with initial text.
    public init(text: String = "") {
        self.text = text
        super.init(frame: .zero)
    }

    public override var canBecomeFirstResponder: Bool { true }
    public override var inputAccessoryView: UIView? { accessory }
    public override var inputView: UIView? { customInputView }

    public var hasText: Bool { !text.isEmpty }

    public func insertText(_ text: String) {
        self.text += text
        log.append("insert \(text.debugDescription)")
    }

    public func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
        log.append("delete")
    }
}

/// A responder that can become first responder but is not a text input (no keyboard for it).
@MainActor
public final class PlainFirstResponderView: UIView {
    /// Shown at the bottom of the screen while first responder.
    public var accessory: UIView?

    public override var canBecomeFirstResponder: Bool { true }
    public override var inputAccessoryView: UIView? { accessory }
}
