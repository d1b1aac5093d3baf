import ChaosBank
import Kass
import XCTest

/// Settings: language and region, notifications, signing out.
@MainActor
final class SettingsTests: ChaosBankTestCase {
    /// Opening Settings from another tab keeps the app responsive.
    /// Catches `settings-open-stall`
    func test_settings_opensWithoutFreezing() async {
        launch(at: .home)
        let settings = screen(SettingsScreen.self)
        assertResponsive(maximumHang: 0.25) {
            onScreen(TabBarScreen.self) { $0.settings.tap() }
            settings.title.assertVisible()
        }
    }

    /// Choosing German turns Settings and the other tabs German, with decimal commas.
    /// Catches `settings-locale-not-applied`, `settings-language-selection-stale`
    func test_settings_germanAppliesToEveryScreen() async {
        launch(at: .settings)
        onScreen(SettingsScreen.self) { settings in
            settings.language(.german).tap()
            verifyAll {
                settings.title.assertText("Einstellungen")
                settings.language(.german).assertSelected()
                settings.regionExample.assertText("Beispiel: 1.234,56 €")
            }
            settings.verifyShows(.init(language: .german, example: "Beispiel: 1.234,56 €"), texts: SettingsScreen.german)
        }
        onScreen(TabBarScreen.self) { tabs in
            tabs.verifyTabs(TabBarScreen.german)
            tabs.card.tap()
        }
        onScreen(CardScreen.self) { card in
            card.title.assertText("Karte")
            card.currentLimit.assertText("2.000,00 €")
            card.verifyShows(.init(currentLimit: "2.000,00 €", limitField: "2.000,00"), texts: .german)
        }
        onScreen(TabBarScreen.self) { $0.settings.tap() }
        onScreen(SettingsScreen.self) { settings in
            settings.verifyShows(.init(language: .german, example: "Beispiel: 1.234,56 €"), texts: SettingsScreen.german)
        }
    }

    /// A screen that was closed stops following the language, and only it: after Send money was
    /// opened and closed, German still reaches the tabs and Home.
    func test_settings_germanReachesTheTabsAndHomeAfterAScreenWasClosed() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { $0.pressBack() }
        onScreen(TabBarScreen.self) { $0.settings.tap() }
        onScreen(SettingsScreen.self) { $0.language(.german).tap() }
        onScreen(TabBarScreen.self) { tabs in
            tabs.verifyTabs(TabBarScreen.german)
            tabs.home.tap()
        }
        onScreen(HomeScreen.self) { $0.text("home.title").assertText("Übersicht") }
    }

    /// The region example follows the chosen region: one case per language.
    /// Catches `settings-example-ignores-region`
    func test_settings_regionExampleFollowsTheRegion() async {
        launch(at: .settings)
        let expected: [(BankLocale, String)] = [
            (.englishUK, "Example: £1,234.56"),
            (.german, "Beispiel: 1.234,56 €"),
            (.englishUS, "Example: $1,234.56"),
        ]
        parameterized(expected, name: { "\($0.0.rawValue)" }) { locale, example in
            onScreen(SettingsScreen.self) { settings in
                settings.language(locale).tap()
                settings.regionExample.assertText(example)
            }
        }
    }

    /// Market notifications switched on stay on after visiting another tab.
    /// Catches `settings-notification-not-kept`
    func test_settings_notificationSwitchKeptAcrossTabs() async {
        launch(at: .settings)
        onScreen(SettingsScreen.self) { settings in
            settings.verifyShows()
            settings.marketNotifications.setSwitch(on: true)
            settings.paymentNotifications.setSwitch(on: false)
            settings.marketingNotifications.setSwitch(on: true)
        }
        onScreen(TabBarScreen.self) { tabs in
            tabs.card.tap()
            tabs.settings.tap()
        }
        onScreen(SettingsScreen.self) { settings in
            verifyAll {
                settings.marketNotifications.assertValue("1")
                settings.paymentNotifications.assertValue("0")
                settings.marketingNotifications.assertValue("1")
            }
            settings.verifyShows(.init(payments: false, markets: true, marketing: true))
        }
    }

    /// VoiceOver names each notification switch after its caption.
    /// Catches `settings-switch-labels-swapped`
    func test_settings_notificationSwitchLabels() async {
        launch(at: .settings)
        onScreen(SettingsScreen.self) { settings in
            verifyAll {
                settings.paymentNotifications.assertLabel("Payments")
                settings.marketNotifications.assertLabel("Market moves")
                settings.marketingNotifications.assertLabel("Offers and news")
            }
        }
    }

    /// The sign-out question fades in, as iOS presents an alert, never in one cut.
    func test_settings_signOutQuestionFadesIn() async {
        launch(at: .settings)
        onScreen(SettingsScreen.self) { $0.title.assertVisible() }
        touchExpectingMotion("settings.signOut", minimumMovingFrames: 3)
        screen(SettingsScreen.self).signOutAlertTitle.assertVisible()
    }

    /// Cancel in the sign-out confirmation keeps the session.
    /// Catches `settings-sign-out-cancel-ignored`
    func test_settings_cancelSignOutStaysSignedIn() async {
        launch(at: .settings)
        onScreen(SettingsScreen.self) { settings in
            settings.assertDesignInk()
            settings.signOut.tap()
            settings.signOutAlertTitle.assertVisible()
            settings.verifySignOutAlert()
            settings.cancelSignOut.tap()
            settings.cancelSignOut.waitUntilGone()
            screen(SignInScreen.self).email.assertStaysAbsent(for: 1)
            settings.title.assertVisible()
            settings.verifyShows()
        }
    }

    /// Confirming the sign-out returns to the sign-in form.
    func test_settings_confirmSignOutReturnsToSignIn() async {
        launch(at: .settings)
        onScreen(SettingsScreen.self) { settings in
            settings.signOut.tap()
            settings.confirmSignOut.tap()
        }
        onScreen(SignInScreen.self) { form in
            form.title.assertText("Sign in")
            form.password.assertValue("Password")
        }
    }
}
