import Foundation
import HeadlessUI

/// Building blocks shared by the Kass fixture apps: the launch window and the few views every
/// screen repeats, written with UIKit names only (the fixtures could be compiled against UIKit,
/// apart from their timers, which run on HeadlessUI's runtime clock).
///
/// Each fixture is a `UIApplicationDelegate` launched the way a Kass test launches its app:
///
/// ```swift
/// let app = UIApplication.launch(LaunchConfiguration(), delegate: LoginFixture())
/// ```
@MainActor
enum KassFixtureApp {
    /// A full-screen window whose root is `rootViewController`, made key and visible.
    static func makeWindow(rootViewController: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        return window
    }

    /// A system button titled `title`, identified by `identifier`, running `action` on each tap.
    static func makeButton(_ title: String, identifier: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
        button.accessibilityIdentifier = identifier
        return button
    }

    /// A one-line label showing `text`, identified by `identifier`.
    static func makeLabel(_ text: String, identifier: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.accessibilityIdentifier = identifier
        return label
    }

    /// A rounded-rect text field 44 pt tall (a height constraint, as forms usually pin it), identified
    /// by `identifier`, with `placeholder` and optional initial `text`.
    static func makeTextField(placeholder: String, identifier: String, text: String? = nil) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.text = text
        field.accessibilityIdentifier = identifier
        field.borderStyle = .roundedRect
        field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        return field
    }

    /// A vertical stack of `views` pinned to the top of `view`'s safe area with 20 pt margins.
    @discardableResult
    static func pinFormStack(_ views: [UIView], in view: UIView, spacing: CGFloat = 16) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
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

    /// Formats an amount held in cents as `189.07` (no grouping, two decimals, a point).
    static func formatCents(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = abs(cents)
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
