import UIKit

// Helper code as iOS projects write it in Swift 5 language mode: free functions and static
// factories that are not main-actor isolated, yet create and configure views. UIKit declares its
// types `@preconcurrency @MainActor`, so Swift 5 mode accepts these calls; HeadlessUI does the same.

/// Makes a headline label (a nonisolated free function creating a `UILabel`).
func makeTitleLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: .headline)
    label.textColor = .label
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

/// Sets a view's background (a nonisolated helper that sets `backgroundColor`).
func applyCardStyle(to view: UIView) {
    view.backgroundColor = .secondarySystemBackground
    view.layer.cornerRadius = 12
    view.clipsToBounds = true
}

/// Static factories in a caseless enum, as style guides often do.
enum Factory {
    static func primaryButton(title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.backgroundColor = .systemBlue
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }

    static func verticalStack(_ views: [UIView], spacing: CGFloat = 8) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }
}
