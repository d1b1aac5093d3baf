import Foundation

/// One key of HeadlessUI's software keyboard: a view that is one accessibility element.
///
/// Accessibility scheme (what XCUITest shows for iOS's keyboard):
///
/// | key | label | traits | XCUITest query |
/// |---|---|---|---|
/// | letter | the letter as shown ("a", or "A" while shifted) | `.keyboardKey` | `app.keys["a"]` |
/// | digit, punctuation | the character ("1", "@") | `.keyboardKey` | `app.keys["1"]` |
/// | space | "space" | `.keyboardKey` | `app.keys["space"]` |
/// | delete | "delete" | `.keyboardKey` | `app.keys["delete"]` |
/// | "123" / "ABC" | "more" (value "numbers" / "letters") | `.keyboardKey` | `app.keys["more"]` |
/// | "#+=" / "123" between number planes | "symbols" / "numbers" | `.keyboardKey` | `app.keys["symbols"]` |
/// | shift | "shift" (`.selected` while on) | `.button` | `app.buttons["shift"]` |
/// | return | "Return", "Go", "Done"… | `.button` | `app.buttons["Return"]` |
/// | iPad dismiss | "Hide keyboard" | `.button` | `app.buttons["Hide keyboard"]` |
///
/// A key acts when the finger lifts inside it, as iOS's keys do; delete acts on touch-down and
/// repeats while held. Activating the element (VoiceOver double tap) performs the key directly.
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public final class SoftwareKeyboardKeyView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// What the key does.
    public let kind: SoftwareKeyboardKeyKind
    /// The text drawn on the key ("a", "⇧", "⌫", "space", "123", "return"…).
    public private(set) var title: String
    private var label: String
    private var value: String?
    weak var keyboard: SoftwareKeyboard?
    /// Whether a finger is on the key.
    public private(set) var isHighlighted = false

    init(kind: SoftwareKeyboardKeyKind, title: String, label: String, value: String?, keyboard: SoftwareKeyboard) {
        self.kind = kind
        self.title = title
        self.label = label
        self.value = value
        self.keyboard = keyboard
        super.init(frame: .zero)
        backgroundColor = .white
    }

    /// Updates what the key shows (shift changes letter keys, the return key follows the traits).
    func update(title: String, label: String, value: String?) {
        self.title = title
        self.label = label
        self.value = value
    }

    // MARK: Touches

    /// Highlights the key; delete acts at once and starts repeating.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = true
        if kind == .delete { keyboard?.beginDeleting() }
    }

    /// Follows the finger: the key is highlighted while the finger is inside.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = touches.contains { point(inside: $0.location(in: self), with: event) }
    }

    /// Acts when the finger lifts inside the key.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if kind == .delete {
            keyboard?.endDeleting()
            return
        }
        guard touches.contains(where: { point(inside: $0.location(in: self), with: event) }) else { return }
        keyboard?.perform(kind)
    }

    /// Cancelled touches do nothing (and stop a delete repeat).
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if kind == .delete { keyboard?.endDeleting() }
    }

    // MARK: Accessibility

    /// Keys are accessibility elements.
    public override var defaultIsAccessibilityElement: Bool { true }
    /// See the table in the type's documentation.
    public override var defaultAccessibilityLabel: String? { label }
    /// "numbers"/"letters"/"symbols" for the "more" keys, nil otherwise.
    public override var defaultAccessibilityValue: String? { value }

    /// `.keyboardKey` for typing keys, `.button` for shift, return and dismiss (`.selected` on shift
    /// while it is on).
    public override var defaultAccessibilityTraits: UIAccessibilityTraits {
        switch kind {
        case .shift:
            let on = keyboard.map { $0.isShifted || $0.isCapsLocked } ?? false
            return on ? [.button, .selected] : .button
        case .returnKey, .dismiss: return .button
        case .character, .space, .delete, .modeChange: return .keyboardKey
        }
    }

    /// Performs the key (one delete for the delete key).
    public override func accessibilityActivate() -> Bool {
        guard let keyboard else { return false }
        if kind == .delete {
            keyboard.deleteOnce()
        } else {
            keyboard.perform(kind)
        }
        return true
    }
}
