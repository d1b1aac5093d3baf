import HeadlessUI
import Foundation

/// A view that accepts text input and records what it receives: `text` as a text field would hold
/// it (delete removes the last character) and `log` of calls (`insert "a"`, `delete`, `began a`...).
@MainActor
public final class KeyInputRecordingView: UIView, UIKeyInput {
    /// The text typed so far.
    public private(set) var text = ""
    /// Calls received, in order.
    public private(set) var log: [String] = []
    /// Runtime seconds of each `insertText`/`deleteBackward` call.
    public private(set) var editTimes: [TimeInterval] = []
    /// Keys whose `pressesBegan` this view consumes (does not pass to `super`).
    public var consumedKeys: Set<UIKeyboardHIDUsage> = []

    public override var canBecomeFirstResponder: Bool { true }

    public var hasText: Bool { !text.isEmpty }

    public func insertText(_ text: String) {
        self.text += text
        log.append("insert \(text.debugDescription)")
        editTimes.append(UIApplication.shared.clock.seconds)
    }

    public func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
        log.append("delete")
        editTimes.append(UIApplication.shared.clock.seconds)
    }

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let keys = presses.compactMap(\.key)
        log.append(contentsOf: keys.map { "began \($0.charactersIgnoringModifiers)" })
        let passed = presses.filter { press in press.key.map { !consumedKeys.contains($0.keyCode) } ?? true }
        if !passed.isEmpty { super.pressesBegan(passed, with: event) }
    }

    public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append(contentsOf: presses.compactMap(\.key).map { "ended \($0.charactersIgnoringModifiers)" })
        super.pressesEnded(presses, with: event)
    }
}
