import UIKit

// Extensions with helpers, in Swift 5 mode: members of extensions of UIKit types, and a
// nonisolated helper on a non-UI type that configures views it is given.

extension UIView {
    /// Adds `subview` and pins it to the edges with `insets`.
    func addPinnedSubview(_ subview: UIView, insets: UIEdgeInsets = .zero) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
            subview.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: subview.trailingAnchor, constant: insets.right),
            bottomAnchor.constraint(equalTo: subview.bottomAnchor, constant: insets.bottom),
        ])
    }

    /// Every view below this one, depth first.
    var allSubviews: [UIView] {
        subviews.flatMap { [$0] + $0.allSubviews }
    }
}

extension UILabel {
    /// A label styled as a caption.
    static func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 12)
        label.textColor = .secondaryLabel
        return label
    }
}

/// A plain (non-UI) type whose helper configures views, as formatters and themes do.
struct Theme {
    var accent: UIColor = .systemPink

    func style(_ button: UIButton) {
        button.tintColor = accent
        button.layer.borderWidth = 1
    }
}
