import Foundation
import HeadlessUI

/// The quick actions under the total (Send, Exchange, Top up) in one row, with a clear overlay over
/// it that holds the spinner shown while Home loads. The overlay only shows: touches go through it
/// to the buttons.
@MainActor
final class HomeQuickActions {
    /// The row of buttons, with the overlay over it.
    let row: UIStackView
    private let overlay = UIView()
    private let spinner = UIActivityIndicatorView(style: .medium)

    /// A row of `buttons`, its spinner turning until ``finishLoading()``. `overlayTakesTouches` is the
    /// `home-actions-covered` defect: the overlay keeps user interaction, so the clear view over the
    /// buttons takes every tap meant for them.
    init(buttons: [UIButton], overlayTakesTouches: Bool = false) {
        row = BankUI.equalRow(buttons)
        // kass:equivalent assignment-removal: a view's background colour is nil (nothing drawn) by default, as clear
        overlay.backgroundColor = .clear
        overlay.isUserInteractionEnabled = overlayTakesTouches
        overlay.translatesAutoresizingMaskIntoConstraints = false
        spinner.translatesAutoresizingMaskIntoConstraints = false
        // kass:equivalent assignment-removal: an activity indicator hides when stopped by default (UIKit's documented default)
        spinner.hidesWhenStopped = true
        overlay.addSubview(spinner)
        row.addSubview(overlay)
        NSLayoutConstraint.activate([
            overlay.topAnchor.constraint(equalTo: row.topAnchor),
            overlay.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            overlay.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            overlay.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            spinner.centerXAnchor.constraint(equalTo: overlay.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: overlay.centerYAnchor),
        ])
        spinner.startAnimating()
    }

    /// The balances have arrived: the spinner stops (and hides).
    func finishLoading() {
        spinner.stopAnimating()
    }
}
