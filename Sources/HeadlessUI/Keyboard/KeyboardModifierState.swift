import Foundation

/// The pure state of a hardware keyboard: which keys are down (in press order), whether Caps Lock
/// is on, and the modifier flags that result. The event system keeps one copy to validate events
/// as they are sent and the keyboard keeps another as they are processed.
struct KeyboardModifierState: Equatable {
    /// Keys down, oldest first.
    private(set) var keysDown: [UIKeyboardHIDUsage] = []
    /// Caps Lock toggles on each key-down.
    private(set) var isCapsLockOn = false

    /// Shift, Control, Option and Command from the keys held, plus `alphaShift` while Caps Lock is on.
    var modifierFlags: UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = isCapsLockOn ? .alphaShift : []
        for key in keysDown {
            if let flag = key.heldModifierFlag { flags.insert(flag) }
        }
        return flags
    }

    /// Whether `key` is down.
    func isDown(_ key: UIKeyboardHIDUsage) -> Bool { keysDown.contains(key) }

    /// Applies an event after checking it; the state is unchanged when it throws.
    mutating func apply(_ event: KeyboardEvent) throws(HIDEventError) {
        guard let key = UIKeyboardHIDUsage(rawValue: event.usage) else {
            throw .unknownKeyUsage(code: event.usage)
        }
        switch event.phase {
        case .down:
            guard !isDown(key) else { throw .keyAlreadyDown(key) }
            keysDown.append(key)
            if key == .keyboardCapsLock { isCapsLockOn.toggle() }
        case .up:
            guard isDown(key) else { throw .keyNotDown(key) }
            keysDown.removeAll { $0 == key }
        }
    }

    /// Forgets every key and turns Caps Lock off (the keyboard was detached).
    mutating func reset() {
        self = KeyboardModifierState()
    }
}
