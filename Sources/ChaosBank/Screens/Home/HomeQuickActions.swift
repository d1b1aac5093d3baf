import Foundation
import HeadlessUI

/// The quick actions under the total (Send, Exchange, Top up) in one row, and the cover that holds
/// them while Home loads: until the balances have arrived, an action would start from figures the
/// user has not seen, so a clear cover with a spinner takes the taps.
@MainActor
final class HomeQuickActions {
    /// The row of buttons, with the cover over it.
    let row: UIStackView
    private let cover = UIView()
    private let spinner = UIActivityIndicatorView(style: .medium)

    /// A row of `buttons`, covered until ``finishLoading(leavesCover:)``.
    init(buttons: [UIButton]) {
        row = BankUI.equalRow(buttons)
        cover.backgroundColor = .clear
        cover.translatesAutoresizingMaskIntoConstraints = false
        spinner.translatesAutoresizingMaskIntoConstraints = false
        spinner.hidesWhenStopped = true
        cover.addSubview(spinner)
        row.addSubview(cover)
        NSLayoutConstraint.activate([
            cover.topAnchor.constraint(equalTo: row.topAnchor),
            cover.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            cover.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            cover.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            spinner.centerXAnchor.constraint(equalTo: cover.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: cover.centerYAnchor),
        ])
        spinner.startAnimating()
    }

    /// The balances have arrived: the spinner stops and the cover goes, so the actions take taps.
    /// `leavesCover` is the `home-actions-covered` defect: only the spinner goes, and the clear cover
    /// stays over the buttons, which look ready but never hear a tap.
    func finishLoading(leavesCover: Bool = false) {
        spinner.stopAnimating()
        if !leavesCover { cover.isHidden = true }
    }
}
