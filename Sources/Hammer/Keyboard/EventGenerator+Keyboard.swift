import Foundation

/// Hardware keyboard input. The first keyboard call attaches a hardware keyboard (as a real
/// device does when a keyboard sends its first key; the software keyboard then stays hidden) and
/// keeps it attached until ``finish()``, which restores the previous setting.
extension EventGenerator {
    /// Puts `key` down (it stays down until ``keyUp(_:)-(KeyboardKey)`` or ``finish()``).
    public func keyDown(_ key: KeyboardKey) throws {
        try ensureActive()
        try perform(try keyDownPlan(key))
    }

    /// Async form of ``keyDown(_:)-(KeyboardKey)``.
    public func keyDown(_ key: KeyboardKey) async throws {
        try ensureActive()
        try await perform(try keyDownPlan(key))
    }

    /// Puts the key of `character` down (`"A"` and `"a"` are the same key; Shift is the caller's job).
    public func keyDown(_ character: Character) throws {
        try keyDown(try Self.key(for: character))
    }

    /// Async form of ``keyDown(_:)-(Character)``.
    public func keyDown(_ character: Character) async throws {
        try await keyDown(try Self.key(for: character))
    }

    /// Releases `key`.
    public func keyUp(_ key: KeyboardKey) throws {
        try ensureActive()
        try perform(try keyUpPlan(key))
    }

    /// Async form of ``keyUp(_:)-(KeyboardKey)``.
    public func keyUp(_ key: KeyboardKey) async throws {
        try ensureActive()
        try await perform(try keyUpPlan(key))
    }

    /// Releases the key of `character`.
    public func keyUp(_ character: Character) throws {
        try keyUp(try Self.key(for: character))
    }

    /// Async form of ``keyUp(_:)-(Character)``.
    public func keyUp(_ character: Character) async throws {
        try await keyUp(try Self.key(for: character))
    }

    /// Presses and releases `key` (down for `settings.keyPressDuration`).
    public func keyPress(_ key: KeyboardKey) throws {
        try ensureActive()
        try perform(try keyPressPlan(key))
    }

    /// Async form of ``keyPress(_:)-(KeyboardKey)``.
    public func keyPress(_ key: KeyboardKey) async throws {
        try ensureActive()
        try await perform(try keyPressPlan(key))
    }

    /// Presses and releases the key of `character` (without Shift).
    public func keyPress(_ character: Character) throws {
        try keyPress(try Self.key(for: character))
    }

    /// Async form of ``keyPress(_:)-(Character)``.
    public func keyPress(_ character: Character) async throws {
        try await keyPress(try Self.key(for: character))
    }

    /// Types `string` key by key on the US layout, holding Shift for capitals and shifted symbols.
    /// Characters with no key (emoji, accented letters) are inserted through the first responder's
    /// `UIKeyInput.insertText`; if it does not accept text, nothing is typed and the call throws
    /// naming the character.
    public func keyType(_ string: String) throws {
        try ensureActive()
        try perform(try keyTypePlan(string))
    }

    /// Async form of ``keyType(_:)-(String)``.
    public func keyType(_ string: String) async throws {
        try ensureActive()
        try await perform(try keyTypePlan(string))
    }

    // MARK: Plans

    private static func key(for character: Character) throws -> KeyboardKey {
        guard let key = KeyboardKey(character: character) else {
            throw HammerError.keyNotMappable(
                character: String(character).debugDescription,
                reason: "no key of the US keyboard types it. Use keyType(_:) to insert it as text into the first responder."
            )
        }
        return key
    }

    private func attachHardwareKeyboard() {
        guard !platform.isHardwareKeyboardAttached else { return }
        if keyboardAttachmentBeforeGenerator == nil { keyboardAttachmentBeforeGenerator = false }
        platform.isHardwareKeyboardAttached = true
    }

    private func keyDownPlan(_ key: KeyboardKey) throws -> [GeneratorStep] {
        guard !keysDown.contains(key.usage) else {
            throw HammerError.keyState(key: key.name, reason: "is already down; release it with keyUp first.")
        }
        attachHardwareKeyboard()
        return [.key(key.usage, isDown: true)]
    }

    private func keyUpPlan(_ key: KeyboardKey) throws -> [GeneratorStep] {
        guard keysDown.contains(key.usage) else {
            throw HammerError.keyState(key: key.name, reason: "is not down, so it cannot be released; press it with keyDown first.")
        }
        attachHardwareKeyboard()
        return [.key(key.usage, isDown: false)]
    }

    private func keyPressPlan(_ key: KeyboardKey) throws -> [GeneratorStep] {
        guard !keysDown.contains(key.usage) else {
            throw HammerError.keyState(key: key.name, reason: "is already down; release it with keyUp first.")
        }
        attachHardwareKeyboard()
        return [.key(key.usage, isDown: true), .pause(settings.keyPressDuration), .key(key.usage, isDown: false)]
    }

    private func keyTypePlan(_ string: String) throws -> [GeneratorStep] {
        var steps: [GeneratorStep] = []
        let shiftHeld = keysDown.contains(KeyboardKey.leftShift.usage) || keysDown.contains(KeyboardKey.rightShift.usage)
        for character in string {
            if let stroke = KeyboardKey.keystroke(for: character) {
                guard !keysDown.contains(stroke.key.usage) else {
                    throw HammerError.keyState(
                        key: stroke.key.name,
                        reason: "is held down, so \(String(character).debugDescription) cannot be typed; release it first."
                    )
                }
                let shift = stroke.needsShift && !shiftHeld
                if shift { steps.append(.key(KeyboardKey.leftShift.usage, isDown: true)) }
                steps += [.key(stroke.key.usage, isDown: true), .pause(settings.keyPressDuration), .key(stroke.key.usage, isDown: false)]
                if shift { steps.append(.key(KeyboardKey.leftShift.usage, isDown: false)) }
            } else {
                guard platform.firstResponder is UIKeyInput else {
                    throw HammerError.keyNotMappable(character: String(character).debugDescription, reason: "no key of the US keyboard " +
                        "types it, and the first responder does not accept text (UIKeyInput). Focus a text field first.")
                }
                steps.append(.insertText(String(character)))
            }
            steps.append(.pause(settings.keyInterval))
        }
        if steps.contains(where: { if case .key = $0 { true } else { false } }) { attachHardwareKeyboard() }
        return steps
    }
}
