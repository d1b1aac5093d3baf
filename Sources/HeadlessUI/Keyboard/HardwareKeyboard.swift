import Foundation

/// The app's hardware keyboard: turns queued ``KeyboardEvent``s into ``UIPress``es delivered to the
/// first responder, tracks modifier state, and (in `HardwareKeyboard+SystemHandling.swift`) turns
/// key-downs that no responder consumed into key commands and text input, with key repeat.
///
/// Delivery, as UIKit: `pressesBegan` goes to the first responder (else the key window, else the
/// application) and walks the responder chain by default; `pressesEnded` goes to the responder that
/// got `pressesBegan`, even if focus moved in between. Other keys held are reported `.stationary`.
@MainActor
final class HardwareKeyboard {
    unowned let application: UIApplication
    /// Whether a hardware keyboard is attached; detaching cancels the keys held.
    var isAttached: Bool {
        didSet {
            if oldValue, !isAttached { detach() }
        }
    }
    private var state = KeyboardModifierState()
    /// Presses of the keys down, oldest first.
    private(set) var presses: [UIPress] = []
    /// The press whose text input repeats while held, and its timer.
    var repeatingPress: UIPress?
    var repeatWork: ScheduledWork?

    init(application: UIApplication) {
        self.application = application
        self.isAttached = application.configuration.hardwareKeyboardAttachedByArgument
    }

    /// The modifier flags of the keys held now (and Caps Lock).
    var modifierFlags: UIKeyModifierFlags { state.modifierFlags }

    /// Applies one validated event.
    func process(_ event: KeyboardEvent) {
        guard isAttached, let usage = UIKeyboardHIDUsage(rawValue: event.usage) else { return }
        do {
            try state.apply(event)
        } catch {
            // Validated when sent; a mismatch means the keyboard was detached in between. Drop it.
            return
        }
        let now = application.clock.seconds
        switch event.phase {
        case .down: keyDown(usage, at: now)
        case .up: keyUp(usage, at: now)
        }
    }

    private func keyDown(_ usage: UIKeyboardHIDUsage, at now: TimeInterval) {
        var flags = state.modifierFlags
        if usage.isKeypadKey { flags.insert(.numericPad) }
        let key = UIKey(keyCode: usage, modifierFlags: flags)
        if !usage.isModifierKey { stopRepeat() }
        let target = deliveryTarget
        let press = UIPress(key: key, timestamp: now, window: application.keyWindow, responder: target)
        for other in presses { other.phase = .stationary }
        presses.append(press)
        let event = UIPressesEvent(timestamp: now, presses: Set(presses))
        target.pressesBegan([press], with: event)
    }

    private func keyUp(_ usage: UIKeyboardHIDUsage, at now: TimeInterval) {
        guard let index = presses.firstIndex(where: { $0.key?.keyCode == usage }) else { return }
        let press = presses.remove(at: index)
        if repeatingPress === press { stopRepeat() }
        press.phase = .ended
        press.timestamp = now
        press.force = 0
        for other in presses { other.phase = .stationary }
        let event = UIPressesEvent(timestamp: now, presses: Set(presses + [press]))
        (press.responder ?? deliveryTarget).pressesEnded([press], with: event)
    }

    /// Where a new press goes: the first responder, else the key window, else the application.
    var deliveryTarget: UIResponder {
        application.firstResponder ?? application.keyWindow ?? application
    }

    /// The keyboard went away: every key held is cancelled and the modifier state resets.
    private func detach() {
        stopRepeat()
        state.reset()
        application.eventSystem.resetQueuedKeyboardState()
        let cancelled = presses
        presses.removeAll()
        guard !cancelled.isEmpty else { return }
        let now = application.clock.seconds
        for press in cancelled {
            press.phase = .cancelled
            press.timestamp = now
            press.force = 0
        }
        let event = UIPressesEvent(timestamp: now, presses: Set(cancelled))
        for press in cancelled {
            (press.responder ?? deliveryTarget).pressesCancelled([press], with: event)
        }
    }

    /// Stops key repeat.
    func stopRepeat() {
        repeatWork?.cancel()
        repeatWork = nil
        repeatingPress = nil
    }

    /// Whether `press` is one of the keys held.
    func isHeld(_ press: UIPress) -> Bool {
        presses.contains { $0 === press }
    }
}
