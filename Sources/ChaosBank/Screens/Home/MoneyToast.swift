import Foundation
import HeadlessUI

/// The confirmation that floats above the tab bar for ``duration`` after money moved ("Sent €25.00
/// to Lena Fischer"). It lives in the window, above every screen, so it survives the pop back to
/// Home; a new toast replaces the one showing.
@MainActor
enum MoneyToast {
    /// How long a toast stays, in seconds of app time.
    static let duration: TimeInterval = 1.4

    /// Shows `text` (identified by `identifier`) at the bottom of `window` for `duration` seconds.
    static func show(_ text: String, identifier: String, duration: TimeInterval = duration, in window: UIWindow?) {
        guard let host = window?.rootViewController?.view else { return }
        for view in host.subviews where view.tag == toastTag { view.removeFromSuperview() }
        let label = BankUI.label(text, style: .body, identifier: identifier)
        label.tag = toastTag
        label.textAlignment = .center
        label.textColor = .white
        label.backgroundColor = UIColor(white: 0.15, alpha: 0.92)
        label.layer.cornerRadius = 10
        // A label's background is rounded only when it clips.
        label.layer.masksToBounds = true
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 24),
            label.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -24),
            label.bottomAnchor.constraint(equalTo: host.safeAreaLayoutGuide.bottomAnchor, constant: -64),
            label.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
        // kass:equivalent string-literal: a scheduled work's label only names it in the runtime's pending work, never shown
        UIApplication.shared.scheduler.schedule(after: duration, label: "ChaosBank toast") { [weak label] in
            label?.removeFromSuperview()
        }
    }

    /// Marks toast labels so a new one replaces the old.
    private static let toastTag = 7_001
}
