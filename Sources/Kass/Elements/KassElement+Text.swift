import Foundation
import Hammer

/// Text entry, read back: the field's text is checked after typing, so a field that drops or
/// mangles input fails the action with both values.
extension KassElement {
    /// Focuses the field by tapping its trailing edge (so the caret lands at the end, even in a
    /// right-aligned field), types `text`, then checks that the text before the caret ends with what
    /// was typed (secure fields: that the length grew by the typed length).
    public func typeText(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        var before: KassTextState?
        session.performAction("typeText(\(Self.quoted(text)))", on: self, file: file, line: line, deliver: { node, generator in
            let input = try focus(node, generator: generator)
            before = KassTextState(input)
            try enter(text, generator: generator)
        }, readBack: { snapshot in
            textCheck(in: snapshot) { state in
                guard let before else { return nil }
                if state.isSecure {
                    let expected = before.length + text.count
                    return state.length == expected ? nil : .secureLength(typed: text.count, holds: state.length, expected: expected)
                }
                return state.textBeforeCaret.hasSuffix(text) ? nil : .typed(text, reads: state.text)
            }
        })
    }

    /// Clears the field and types `text`; the field must then read exactly `text`.
    public func replaceText(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        session.performAction("replaceText(\(Self.quoted(text)))", on: self, file: file, line: line, deliver: { node, generator in
            let input = try focus(node, generator: generator)
            try clear(input, generator: generator)
            try enter(text, generator: generator)
        }, readBack: { snapshot in
            textCheck(in: snapshot) { state in
                if state.isSecure {
                    return state.length == text.count ? nil : .secureLength(typed: text.count, holds: state.length, expected: nil)
                }
                return state.text == text ? nil : .typed(text, reads: state.text)
            }
        })
    }

    /// Empties the field (its clear button when it shows one, else delete keys); it must then be empty.
    public func clearText(file: StaticString = #filePath, line: UInt = #line) {
        session.performAction("clearText", on: self, file: file, line: line, deliver: { node, generator in
            let input = try focus(node, generator: generator)
            try clear(input, generator: generator)
        }, readBack: { snapshot in
            textCheck(in: snapshot) { state in
                state.length == 0 ? nil : .stillReads(state.isSecure ? String(repeating: "•", count: state.length) : state.text)
            }
        })
    }

    // MARK: Steps

    /// Taps the trailing edge of the field's text area and waits (a few frames) until it is the
    /// first responder.
    private func focus(_ node: KassTarget, generator: EventGenerator) throws -> UIView {
        guard let view = node.object as? UIView, view is UIKeyInput else {
            throw KassDeliveryError(.takesNoText(actual: node.noun))
        }
        try generator.fingerTap(at: Self.trailingEdge(of: view, fallback: node.frame))
        var frames = 0
        while !view.isFirstResponder, frames < 30 {
            session.runFrame()
            frames += 1
        }
        guard view.isFirstResponder else {
            throw KassDeliveryError(.notFirstResponder)
        }
        return view
    }

    /// Types through the on-screen keyboard when it is up and the configuration asks for it,
    /// otherwise through hardware-keyboard events.
    private func enter(_ text: String, generator: EventGenerator) throws {
        guard !text.isEmpty, let application = session.application else { return }
        let typer = KassSoftwareKeyboardTyper(application: application, generator: generator)
        if session.effectiveConfig.typing == .softwareKeyboard, typer.isAvailable { return try typer.type(text) }
        try generator.keyType(text)
    }

    /// Empties the focused field: its clear button when shown, else deletes every character
    /// before the caret (which the focusing tap put at the end).
    private func clear(_ view: UIView, generator: EventGenerator) throws {
        let state = KassTextState(view)
        guard state.length > 0, let application = session.application else { return }
        if let field = view as? UITextField, let clearButton = Self.visibleClearButton(of: field) {
            try generator.fingerTap(at: clearButton)
            if KassTextState(view).length == 0 { return }
        }
        let typer = KassSoftwareKeyboardTyper(application: application, generator: generator)
        if session.effectiveConfig.typing == .softwareKeyboard, typer.isAvailable {
            return try typer.delete(count: KassTextState(view).textBeforeCaret.count)
        }
        try generator.keyDown(.leftGUI)
        try generator.keyPress(.letterA)
        try generator.keyUp(.leftGUI)
        try generator.keyPress(.deleteOrBackspace)
    }

    /// Compares the field's text state with what the action expects; `mismatch` returns the reason
    /// or `nil` when it matches.
    private func textCheck(
        in snapshot: AccessibilitySnapshot, _ mismatch: @escaping (KassTextState) -> KassFailure.ReadBack?
    ) -> KassCheck<Void> {
        check(in: snapshot) { node in
            guard let view = node.object as? UIView else {
                return .unsatisfied(KassShortfall(reason: .readBack(.fieldGone), state: KassElementState.describe(node)))
            }
            let state = KassTextState(view)
            guard let readBack = mismatch(state) else { return .satisfied(()) }
            return .unsatisfied(KassShortfall(reason: .readBack(readBack), state: KassElementState.describe(node), elementFound: true))
        }
    }

    /// A point just inside the trailing end of the field's text area (left of a clear button or
    /// right view), in screen coordinates.
    static func trailingEdge(of view: UIView, fallback: CGRect) -> CGPoint {
        guard let window = view.window else { return CGPoint(x: fallback.maxX - 4, y: fallback.midY) }
        var area = view.bounds
        if let field = view as? UITextField { area = field.textRect(forBounds: field.bounds) }
        let inset = min(3, area.width / 2)
        return view.convert(CGPoint(x: area.maxX - inset, y: area.midY), to: window)
    }

    /// The field's clear button centre in screen coordinates, when it is showing.
    static func visibleClearButton(of field: UITextField) -> CGPoint? {
        let shown: Bool
        switch field.clearButtonMode {
        case .always: shown = true
        case .whileEditing: shown = field.isEditing
        case .unlessEditing: shown = !field.isEditing
        case .never: shown = false
        }
        guard shown, field.hasText, let window = field.window else { return nil }
        let rect = field.clearButtonRect(forBounds: field.bounds)
        guard rect.width > 0, rect.height > 0 else { return nil }
        return field.convert(CGPoint(x: rect.midX, y: rect.midY), to: window)
    }

    /// `'text'` with newlines shown as `\n`.
    static func quoted(_ text: String) -> String {
        KassFailureMessages.quoted(text)
    }
}

/// A text input's text, caret and secureness, read from the view.
@MainActor
struct KassTextState {
    let text: String
    let caretOffset: Int
    let isSecure: Bool

    init(_ view: UIView) {
        let field = view as? UITextField
        text = field?.text ?? (view as? UITextView)?.text ?? ""
        isSecure = field?.isSecureTextEntry ?? false
        if let input = view as? UITextInput, let range = input.selectedTextRange {
            caretOffset = input.offset(from: input.beginningOfDocument, to: range.start)
        } else {
            caretOffset = text.utf16.count
        }
    }

    var length: Int { text.count }

    /// The text before the caret.
    var textBeforeCaret: String {
        let utf16 = text.utf16
        let end = utf16.index(utf16.startIndex, offsetBy: min(max(0, caretOffset), utf16.count))
        return String(text[..<end])
    }
}
