import Foundation

extension HardwareKeyboard {
    /// Called by `UIResponder.pressesBegan` when presses reach the end of the responder chain
    /// unconsumed: each key-down is offered to the keyboard system once.
    static func pressesBeganReachedEndOfChain(_ presses: Set<UIPress>) {
        guard let keyboard = UIApplication.current?.eventSystem.hardwareKeyboard else { return }
        for press in presses.sorted(by: { $0.timestamp < $1.timestamp }) {
            keyboard.handleUnconsumedKeyDown(press)
        }
    }

    /// The iOS 15+ order: key commands that want priority, then the text input system, then the
    /// other key commands. Modifier keys alone do nothing here.
    func handleUnconsumedKeyDown(_ press: UIPress) {
        guard press.phase == .began, !press.systemHandledKeyDown, isHeld(press), let key = press.key,
              !key.keyCode.isModifierKey else { return }
        press.systemHandledKeyDown = true
        let chainStart = press.responder ?? deliveryTarget
        if let command = Self.keyCommand(matching: key, onChainFrom: chainStart, priorityOnly: true) {
            command.action(command)
            return
        }
        if let input = application.firstResponder as? any UIKeyInput, performTextInput(for: key, on: input) {
            startRepeat(of: press, on: input)
            return
        }
        if let command = Self.keyCommand(matching: key, onChainFrom: chainStart, priorityOnly: false) {
            command.action(command)
        }
    }

    /// The key command a key-down triggers on the chain from `start` up.
    ///
    /// Within one responder, the first matching command in ``UIResponder/keyCommands`` wins. When
    /// responders on the chain clash, the one **furthest up** the chain wins, as observed on iOS
    /// (adrian.schoenig.me, "Keyboard shortcuts and the iOS responder chain", 2019).
    static func keyCommand(matching key: UIKey, onChainFrom start: UIResponder, priorityOnly: Bool) -> UIKeyCommand? {
        var chain: [UIResponder] = []
        var responder: UIResponder? = start
        while let current = responder, !chain.contains(where: { $0 === current }) {
            chain.append(current)
            responder = current.next
        }
        for responder in chain.reversed() {
            let match = responder.keyCommands?.first { command in
                command.matches(key) && (!priorityOnly || command.wantsPriorityOverSystemBehavior)
            }
            if let match { return match }
        }
        return nil
    }

    /// Turns a key into text input on `input`; returns whether the text system handled it.
    func performTextInput(for key: UIKey, on input: any UIKeyInput) -> Bool {
        if let handler = input as? any TextInputKeyHandling, handler.handleTextInputKey(key) { return true }
        guard key.modifierFlags.isDisjoint(with: [.command, .control]) else { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            input.deleteBackward()
        case .keyboardReturnOrEnter, .keypadEnter:
            input.insertText("\n")
        case .keyboardTab:
            input.insertText("\t")
        default:
            guard let text = Self.typedText(for: key) else { return false }
            input.insertText(text)
        }
        return true
    }

    /// The printable text a key types, or `nil` for keys without text (arrows, Escape, F-keys...).
    static func typedText(for key: UIKey) -> String? {
        let text = key.characters
        guard !text.isEmpty, !text.hasPrefix("UIKeyInput"),
              !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return text
    }

    /// Repeats the text input of `press` while it is held and `input` stays first responder:
    /// first after ``UIApplication/hardwareKeyRepeatInitialDelay``, then every
    /// ``UIApplication/hardwareKeyRepeatInterval``, on the runtime clock.
    private func startRepeat(of press: UIPress, on input: any UIKeyInput) {
        stopRepeat()
        repeatingPress = press
        repeatWork = application.scheduler.schedule(
            after: UIApplication.hardwareKeyRepeatInitialDelay,
            repeatingEvery: UIApplication.hardwareKeyRepeatInterval,
            label: "hardware key repeat"
        ) { [weak self, weak press, weak input] in
            guard let self else { return }
            guard let press, let key = press.key, let input, self.isHeld(press),
                  self.application.firstResponder === input, self.performTextInput(for: key, on: input) else {
                self.stopRepeat()
                return
            }
        }
    }
}
