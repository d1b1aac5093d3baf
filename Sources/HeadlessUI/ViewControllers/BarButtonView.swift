import Foundation

/// The tappable view behind back buttons, bar button items, tab buttons and alert actions.
///
/// It tracks one touch like a button: highlighted while the finger is inside, and the action runs
/// when the finger lifts inside. To accessibility it is a button labelled with its title, with
/// `.selected` and `.notEnabled` when they apply.
@MainActor
final class BarButtonView: UIView {
    /// The text shown (and spoken, unless ``spokenLabel`` is set).
    var title: String { didSet { setNeedsLayout() } }
    /// A label that replaces the title for accessibility.
    var spokenLabel: String?
    /// A value for accessibility (a tab's badge).
    var spokenValue: String?
    /// Disabled buttons ignore taps.
    var isEnabled = true
    /// Selected buttons (the current tab) carry the `.selected` trait.
    var isSelected = false
    /// Whether a finger is down inside the button.
    private(set) var isHighlighted = false
    /// Run on a tap (touch up inside).
    var action: (@MainActor () -> Void)?
    /// Extra traits (alert actions: none; tabs: none).
    var extraTraits: UIAccessibilityTraits = []

    init(title: String, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init(frame: .zero)
    }

    /// An estimate of the width the title needs at the bar's 17-pt system font (no font metrics are
    /// used: ``estimatedCharacterWidth`` per character).
    static let estimatedCharacterWidth: CGFloat = 9
    /// Horizontal padding around the title.
    static let horizontalPadding: CGFloat = 8

    /// The width that fits the title.
    var fittingWidth: CGFloat {
        CGFloat(title.count) * BarButtonView.estimatedCharacterWidth + 2 * BarButtonView.horizontalPadding
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isHighlighted = true
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isHighlighted = bounds.contains(touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = bounds.contains(touch.location(in: self))
        isHighlighted = false
        if inside { action?() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { spokenLabel ?? title }
    override var defaultAccessibilityValue: String? { spokenValue }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = [.button]
        traits.formUnion(extraTraits)
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }
}

/// A static text view for bar titles and alert texts: to accessibility a static text (a header
/// for bar titles) labelled with its text.
@MainActor
final class BarTextView: UIView {
    /// The text.
    var text: String?
    /// Traits besides `.staticText`.
    let extraTraits: UIAccessibilityTraits

    init(text: String?, extraTraits: UIAccessibilityTraits = []) {
        self.text = text
        self.extraTraits = extraTraits
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    override var defaultIsAccessibilityElement: Bool { text?.isEmpty == false }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { extraTraits.union(.staticText) }
}
