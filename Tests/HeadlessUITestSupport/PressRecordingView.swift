import HeadlessUI

/// A view that can become first responder and records press callbacks as `"began a"`, `"ended a"`,
/// `"cancelled a"` (characters ignoring modifiers), forwarding them up the chain unless told not to.
@MainActor
public final class PressRecordingView: UIView {
    /// The callbacks received, in order.
    public private(set) var log: [String] = []
    /// The last presses event received.
    public private(set) var lastEvent: UIPressesEvent?
    /// Whether to forward presses to `super` (the next responder).
    public var forwards = true
    /// Whether the view can become first responder.
    public var acceptsFirstResponder = true
    /// Key commands this view offers.
    public var commands: [UIKeyCommand] = []

    public override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    public override var keyCommands: [UIKeyCommand]? { commands.isEmpty ? nil : commands }

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("began", presses, event)
        if forwards { super.pressesBegan(presses, with: event) }
    }

    public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("ended", presses, event)
        if forwards { super.pressesEnded(presses, with: event) }
    }

    public override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("cancelled", presses, event)
        if forwards { super.pressesCancelled(presses, with: event) }
    }

    private func record(_ name: String, _ presses: Set<UIPress>, _ event: UIPressesEvent?) {
        lastEvent = event
        log.append(contentsOf: presses.compactMap(\.key).map { "\(name) \($0.charactersIgnoringModifiers)" })
    }
}
