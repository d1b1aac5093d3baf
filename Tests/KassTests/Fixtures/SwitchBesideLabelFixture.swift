import Foundation
import HeadlessUI

/// A settings row: a `UILabel` "Notifications" with a `UISwitch` to its right, and a label below
/// reflecting the switch.
///
/// Trap modelled: the visible text belongs to the label, not to the control. The switch has no
/// accessibility label of its own, so a lookup by the text "Notifications" finds the `UILabel`, and
/// tapping that label does nothing (unlike a `UITableViewCell` or a SwiftUI `Toggle`, the row has no
/// tap handler). A correct `setSwitch(on:)` taps the switch itself (`settings.notifications`) and reads
/// its value back ("0" → "1"); the state label `settings.notificationsState` then reads
/// "Notifications are on". A test that taps the label must fail its read-back, not pass.
final class SwitchBesideLabelFixture: UIApplicationDelegate {
    /// The app's window.
    var window: UIWindow?
    /// The settings screen.
    let settings = NotificationSettingsViewController()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: settings)
        return true
    }
}

/// `settings.notificationsLabel` "Notifications", `settings.notifications` (the switch, off),
/// `settings.notificationsState` "Notifications are off".
final class NotificationSettingsViewController: UIViewController {
    let titleLabel = KassFixtureApp.makeLabel("Notifications", identifier: "settings.notificationsLabel")
    let notificationsSwitch = UISwitch()
    let stateLabel = KassFixtureApp.makeLabel("Notifications are off", identifier: "settings.notificationsState")
    /// How many times the switch sent `.valueChanged`.
    private(set) var changeCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        notificationsSwitch.accessibilityIdentifier = "settings.notifications"
        notificationsSwitch.addAction(UIAction { [weak self] _ in self?.switchChanged() }, for: .valueChanged)
        let row = UIStackView(arrangedSubviews: [titleLabel, notificationsSwitch])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 8
        titleLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        notificationsSwitch.setContentHuggingPriority(.required, for: .horizontal)
        KassFixtureApp.pinFormStack([row, stateLabel], in: view)
    }

    private func switchChanged() {
        changeCount += 1
        stateLabel.text = notificationsSwitch.isOn ? "Notifications are on" : "Notifications are off"
    }
}
