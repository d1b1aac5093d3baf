import ChaosBank
import Kass
import XCTest

extension SettingsScreen {
    /// What Settings shows that the user changes: the language chosen, the region example and the
    /// notification switches.
    struct State {
        var language = BankLocale.englishUS
        var example = "Example: $1,234.56"
        var payments = true
        var markets = false
        var marketing = false
    }

    /// The fixed texts in English and German (the language names stay in their own language).
    static let english: KeyValuePairs<String, String> = [
        "settings.title": "Settings", "settings.language.header": "Language & region", "settings.language.en_US": "English (US)",
        "settings.language.en_GB": "English (UK)", "settings.language.de_DE": "Deutsch (Deutschland)",
        "settings.notifications.header": "Notifications", "settings.notifications.payments.caption": "Payments",
        "settings.notifications.payments": "Payments", "settings.notifications.markets.caption": "Market moves",
        "settings.notifications.markets": "Market moves", "settings.notifications.marketing.caption": "Offers and news",
        "settings.notifications.marketing": "Offers and news", "settings.signOut": "Sign out",
    ]
    static let german: KeyValuePairs<String, String> = [
        "settings.title": "Einstellungen", "settings.language.header": "Sprache & Region", "settings.language.en_US": "English (US)",
        "settings.language.en_GB": "English (UK)", "settings.language.de_DE": "Deutsch (Deutschland)",
        "settings.notifications.header": "Mitteilungen", "settings.notifications.payments.caption": "Zahlungen",
        "settings.notifications.payments": "Zahlungen", "settings.notifications.markets.caption": "Marktbewegungen",
        "settings.notifications.markets": "Marktbewegungen", "settings.notifications.marketing.caption": "Angebote und Neuigkeiten",
        "settings.notifications.marketing": "Angebote und Neuigkeiten", "settings.signOut": "Abmelden",
    ]

    /// Checks everything Settings shows: texts, which language is selected (and only that one), the
    /// example, each switch's position, and that every control takes a tap. Every mismatch is reported.
    func verifyShows(_ state: State = State(), texts: KeyValuePairs<String, String> = english,
                     file: StaticString = #filePath, line: UInt = #line) {
        title.assertVisible(file: file, line: line)
        session.verifyAll(file: file, line: line) {
            assertLabels(texts, file: file, line: line)
            // The navigation bar's title is the screen's title.
            text(AccessibilityQuery(label: texts.first { $0.key == "settings.title" }?.value, traits: .header))
                .assertExists(file: file, line: line)
            language(state.language).assertSelected(file: file, line: line)
            // One language and the Settings tab: no other language looks chosen.
            buttons(AccessibilityQuery(traits: .selected)).assertCount(2, file: file, line: line)
            regionExample.assertText(state.example, file: file, line: line)
            paymentNotifications.assertValue(state.payments ? "1" : "0", file: file, line: line)
            marketNotifications.assertValue(state.markets ? "1" : "0", file: file, line: line)
            marketingNotifications.assertValue(state.marketing ? "1" : "0", file: file, line: line)
            assertTappable(
                BankLocale.allCases.map { "settings.language.\($0.rawValue)" }
                    + ["settings.notifications.payments", "settings.notifications.markets", "settings.notifications.marketing",
                       "settings.signOut"],
                file: file, line: line
            )
        }
    }
}

extension SettingsScreen {
    /// Checks that Sign out looks destructive (its title white on a red button) and that the
    /// language names line up at the leading edge.
    func assertDesignInk(file: StaticString = #filePath, line: UInt = #line) {
        assertInkAlignment(
            ["settings.language.en_US": .leading, "settings.language.en_GB": .leading, "settings.language.de_DE": .leading],
            file: file, line: line
        )
        assertInkHues(["settings.signOut": .white], file: file, line: line)
        if let ink = ink("settings.signOut"), ScreenInk.Hue.hue(of: ink.background) != .red {
            XCTFail("Sign out is drawn on \(ink.background), expected red", file: file, line: line)
        }
    }

    /// Checks the sign-out confirmation: its title, what it warns about and its two actions.
    func verifySignOutAlert(file: StaticString = #filePath, line: UInt = #line) {
        session.verifyAll(file: file, line: line) {
            signOutAlertTitle.assertVisible(file: file, line: line)
            text(.label("You will need your password and a code to sign in again.")).assertVisible(file: file, line: line)
            assertLabels(["settings.signOut.cancel": "Cancel", "settings.signOut.confirm": "Sign out"], file: file, line: line)
            assertTappable(["settings.signOut.cancel", "settings.signOut.confirm"], file: file, line: line)
        }
    }
}
