import ChaosBank
import Kass

/// The Settings tab, with its sign-out confirmation.
final class SettingsScreen: KassScreen {
    lazy var title = text("settings.title")
    lazy var regionExample = text("settings.region.example")
    lazy var paymentNotifications = switchControl("settings.notifications.payments")
    lazy var marketNotifications = switchControl("settings.notifications.markets")
    lazy var marketingNotifications = switchControl("settings.notifications.marketing")
    lazy var signOut = button("settings.signOut")
    lazy var signOutAlertTitle = text(.label("Sign out?"))
    lazy var cancelSignOut = button("settings.signOut.cancel")
    lazy var confirmSignOut = button("settings.signOut.confirm")
    override var onLoad: [KassElement] { [title, signOut] }

    /// The button choosing `locale`.
    func language(_ locale: BankLocale) -> KassElement { button("settings.language.\(locale.rawValue)") }
}
