import Foundation
import Hammer

/// Types text by tapping keys of the on-screen keyboard through the engine, as a user does:
/// switching planes ("123", "#+="), using Shift for capitals and undoing automatic capitalization.
/// Characters no plane has (emoji, accented letters) are inserted through the first responder's
/// text input, as the engine does for keys a hardware keyboard lacks.
@MainActor
struct KassSoftwareKeyboardTyper {
    let application: UIApplication
    let generator: EventGenerator

    /// Whether the on-screen keyboard is up and can take taps.
    var isAvailable: Bool {
        return application.softwareKeyboard.isVisible
    }

    /// Types `text` key by key.
    func type(_ text: String) throws {
        let keyboard = application.softwareKeyboard
        settle(keyboard)
        for character in text {
            try type(character, on: keyboard)
        }
    }

    /// Deletes `count` characters before the caret with the delete key.
    func delete(count: Int) throws {
        let keyboard = application.softwareKeyboard
        settle(keyboard)
        guard count > 0 else { return }
        guard let key = keyboard.key(of: .delete) else { throw KassDeliveryError(.noDeleteKey) }
        for _ in 0..<count { try generator.fingerTap(at: key) }
    }

    /// Lets the keyboard finish sliding in (keys move while it animates).
    private func settle(_ keyboard: SoftwareKeyboard) {
        var frames = 0
        while keyboard.isAnimating, frames < 60 {
            application.runLoop.runFrames(1)
            frames += 1
        }
    }

    private func type(_ character: Character, on keyboard: SoftwareKeyboard) throws {
        let text = String(character)
        switch character {
        case " ": if let key = keyboard.key(of: .space) { return try generator.fingerTap(at: key) }
        case "\n", "\r": if let key = keyboard.key(of: .returnKey) { return try generator.fingerTap(at: key) }
        default: break
        }
        if try bringUp(text, on: keyboard), let key = characterKey(text, on: keyboard) {
            try matchShift(for: character, on: keyboard)
            return try generator.fingerTap(at: characterKey(text, on: keyboard) ?? key)
        }
        guard let input = application.firstResponder as? UIKeyInput else {
            throw KassDeliveryError(.noKey(for: text))
        }
        input.insertText(text)
        application.runLoop.runFrames(1)
    }

    /// The key that types `text` on the current plane (letters match either case).
    private func characterKey(_ text: String, on keyboard: SoftwareKeyboard) -> UIView? {
        let lower = text.lowercased()
        return keyboard.keys.first { key in
            guard case .character(let title) = key.kind else { return false }
            return title == text || (title.lowercased() == lower && text.first?.isLetter == true)
        }
    }

    /// Switches planes until one has a key for `text` (at most two mode changes); false when none has.
    private func bringUp(_ text: String, on keyboard: SoftwareKeyboard) throws -> Bool {
        if characterKey(text, on: keyboard) != nil { return true }
        var tried = Set<String>()
        for _ in 0..<3 {
            guard let plane = keyboard.plane else { return false }
            tried.insert(plane.rawValue)
            let modeKeys = keyboard.keys.filter { key in
                if case .modeChange(let target) = key.kind { return !tried.contains(target.rawValue) }
                return false
            }
            guard let next = modeKeys.first(where: { key in
                if case .modeChange(.symbols) = key.kind { return plane == .numbers }
                return true
            }) ?? modeKeys.first else { return false }
            try generator.fingerTap(at: next)
            if characterKey(text, on: keyboard) != nil { return true }
        }
        return false
    }

    /// Taps Shift when the keyboard's case does not match the letter (capitals, or automatic
    /// capitalization before a lower-case letter).
    private func matchShift(for character: Character, on keyboard: SoftwareKeyboard) throws {
        guard character.isLetter, character.isUppercase != character.isLowercase else { return }
        let upper = keyboard.isShifted || keyboard.isCapsLocked
        guard upper != character.isUppercase, let shift = keyboard.key(of: .shift) else { return }
        if keyboard.isCapsLocked {
            // Caps lock: one tap turns it off.
            try generator.fingerTap(at: shift)
            return
        }
        try generator.fingerTap(at: shift)
        // A second tap within the double-tap interval would lock capitals; keep taps apart.
        application.runLoop.run(for: SoftwareKeyboard.capsLockDoubleTapInterval)
    }
}
