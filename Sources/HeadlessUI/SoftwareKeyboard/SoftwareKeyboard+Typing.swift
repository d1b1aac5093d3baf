import Foundation

extension SoftwareKeyboard {
    // MARK: Keys

    /// Performs a key as if tapped.
    func perform(_ kind: SoftwareKeyboardKeyKind) {
        switch kind {
        case .character(let text):
            type(isLetter(text) && (isShifted || isCapsLocked) ? text.uppercased() : text)
        case .space:
            type(" ")
            // iOS returns to the letters after a space typed on the number or symbol plane.
            if plane == .numbers || plane == .symbols, isVisible { switchPlane(to: .letters) }
        case .returnKey:
            type("\n")
        case .shift:
            tapShift()
        case .modeChange(let target):
            switchPlane(to: target)
        case .dismiss:
            client?.resignFirstResponder()
        case .delete:
            deleteOnce()
        }
    }

    /// Types `text` into the client and updates shift.
    private func type(_ text: String) {
        guard let input = client as? any UIKeyInput else { return }
        input.insertText(text)
        // Typing may move focus (a return that submits a form): then the new client starts afresh.
        guard client === input else { return }
        typedText += text
        applyAutomaticShift()
        refreshKeys()
    }

    /// One `deleteBackward`.
    func deleteOnce() {
        guard let input = client as? any UIKeyInput else { return }
        input.deleteBackward()
        guard client === input else { return }
        if !typedText.isEmpty { typedText.removeLast() }
        applyAutomaticShift()
        refreshKeys()
    }

    /// Delete went down: delete once, then repeat while held.
    func beginDeleting() {
        endDeleting()
        deleteOnce()
        deleteRepeat = application.scheduler.schedule(
            after: Self.deleteRepeatInitialDelay, repeatingEvery: Self.deleteRepeatInterval,
            label: "software keyboard delete repeat"
        ) { [weak self] in
            guard let self, self.isVisible else { self?.endDeleting(); return }
            self.deleteOnce()
        }
    }

    /// Delete went up (or the touch was cancelled).
    func endDeleting() {
        deleteRepeat?.cancel()
        deleteRepeat = nil
    }

    private func tapShift() {
        let now = application.clock.seconds
        if isCapsLocked {
            isCapsLocked = false
            isShifted = false
            lastShiftTapTime = nil
        } else if let last = lastShiftTapTime, now - last <= Self.capsLockDoubleTapInterval + TimeTolerance.epsilon {
            isCapsLocked = true
            isShifted = true
            lastShiftTapTime = nil
        } else {
            isShifted.toggle()
            lastShiftTapTime = now
        }
        refreshKeys()
    }

    private func switchPlane(to target: SoftwareKeyboardPlane) {
        guard plane != target, !(plane?.isDigitPad ?? true) else { return }
        plane = target
        if target == .letters { applyAutomaticShift() }
        loadKeys(target)
    }

    /// Sets shift from automatic capitalization (caps lock stays). A tapped shift lasts for one
    /// character: typing or deleting hands shift back to this rule.
    func applyAutomaticShift() {
        guard !isCapsLocked, let input = client as? any UIKeyInput else { return }
        isShifted = AutomaticCapitalization.shouldShift(input.autocapitalizationType, hasText: input.hasText, typed: typedText)
    }

    private func isLetter(_ text: String) -> Bool {
        text.count == 1 && text.first?.isLetter == true
    }

    // MARK: Appearance

    /// Updates every key's title and label (shift state, return key type).
    func refreshKeys() {
        for key in keyboardWindow?.hostView.keyPlane.keyViews ?? [] {
            let appearance = appearance(of: key.kind)
            key.update(title: appearance.title, label: appearance.label, value: appearance.value)
        }
    }

    /// What a key shows and its accessibility label and value.
    func appearance(of kind: SoftwareKeyboardKeyKind) -> (title: String, label: String, value: String?) {
        switch kind {
        case .character(let text):
            let shown = isLetter(text) && (isShifted || isCapsLocked) ? text.uppercased() : text
            return (shown, shown, nil)
        case .shift: return (isCapsLocked ? "⇪" : "⇧", "shift", nil)
        case .delete: return ("⌫", "delete", nil)
        case .space: return ("space", "space", nil)
        case .returnKey:
            let type = (client as? any UITextInputTraits)?.returnKeyType ?? .default
            return (type.keyTitle, type.keyAccessibilityLabel, nil)
        case .modeChange(let target):
            let title: String
            switch target {
            case .letters: title = "ABC"
            case .symbols: title = "#+="
            default: title = plane == .symbols || idiom == .phone ? "123" : ".?123"
            }
            let label = target == .letters || plane == .letters ? "more" : target.rawValue
            return (title, label, target.rawValue)
        case .dismiss: return ("⌨︎", "Hide keyboard", nil)
        }
    }
}
