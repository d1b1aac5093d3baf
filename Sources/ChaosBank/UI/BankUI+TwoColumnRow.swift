import Foundation
import HeadlessUI

extension BankUI {
    /// Lays out a list row in `container`: `leading` views stacked on the left, `trailing` views
    /// stacked and right-aligned on the right (never squeezed: the leading column gives way), both
    /// centred vertically, with 8 pt above and below. Market and portfolio rows use it.
    static func pinTwoColumnRow(leading: [UIView], trailing: [UIView], in container: UIView) {
        let leadingColumn = UIStackView(arrangedSubviews: leading)
        leadingColumn.axis = .vertical
        leadingColumn.spacing = 2
        let trailingColumn = UIStackView(arrangedSubviews: trailing)
        trailingColumn.axis = .vertical
        trailingColumn.alignment = .trailing
        trailingColumn.spacing = 2
        // kass:equivalent call-removal: a stack view has no intrinsic size, so its own hugging makes no constraint (UIKit too)
        trailingColumn.setContentHuggingPriority(.required, for: .horizontal)
        // kass:equivalent call-removal: nor does its own compression resistance; its labels resist at 750
        trailingColumn.setContentCompressionResistancePriority(.required, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [leadingColumn, trailingColumn])
        // kass:equivalent assignment-removal: horizontal is a stack view's default axis
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            row.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
            row.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
    }
}
