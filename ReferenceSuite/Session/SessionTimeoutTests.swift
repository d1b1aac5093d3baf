import ChaosBank
import Kass
import XCTest

/// The signed-in app ends the session after five minutes without a touch, and says why on the
/// sign-in form; every touch starts the five minutes over.
@MainActor
final class SessionTimeoutTests: ChaosBankTestCase {
    private let notice = "You were signed out after 5 minutes without activity"

    /// Left alone on Home, the app stays signed in for five minutes, then shows the sign-in form
    /// with the reason.
    /// Catches `session-timeout-missing`
    func test_session_endsAfterFiveMinutesWithoutATouch() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { $0.total.assertText("€6,472.36") }
        let signIn = screen(SignInScreen.self)
        signIn.email.assertStaysAbsent(for: 290)
        signIn.email.assertAppears(within: 15)
        onScreen(SignInScreen.self) { form in
            form.notice.assertText(notice)
            form.title.assertText("Sign in")
        }
        screen(TabBarScreen.self).home.assertNotExists()
    }

    /// A touch four minutes in starts the five minutes over: the session is still there eight
    /// minutes after launch, and ends five minutes after the touch.
    func test_session_aTouchStartsTheFiveMinutesOver() async {
        launch(at: .home)
        let signIn = screen(SignInScreen.self)
        signIn.email.assertStaysAbsent(for: 240)
        onScreen(TabBarScreen.self) { $0.transactions.tap() }
        signIn.email.assertStaysAbsent(for: 290)
        signIn.email.assertAppears(within: 15)
        onScreen(SignInScreen.self) { $0.notice.assertText(notice) }
    }

    /// In German, the form and its notice speak German; the notice, longer than a line there, shows
    /// whole on two lines and moves the form down.
    /// Catches `session-timeout-notice-untranslated`
    func test_session_germanNoticeAfterTheTimeout() async {
        launch(at: .home, locale: .german)
        let signIn = screen(SignInScreen.self)
        signIn.email.assertAppears(within: 310)
        onScreen(SignInScreen.self) { form in
            form.title.assertText("Anmelden")
            form.notice.assertText("Du wurdest nach 5 Minuten ohne Aktivität abgemeldet")
            form.assertTwoLineNoticeLayout()
        }
    }

    /// Signing out from Settings shows the form without the inactivity notice, and ends the timeout
    /// with the session: five minutes later the form is still as the user left it.
    func test_session_signingOutYourselfShowsNoTimeoutNotice() async {
        launch(at: .settings)
        onScreen(SettingsScreen.self) { settings in
            settings.signOut.tap()
            settings.confirmSignOut.tap()
        }
        onScreen(SignInScreen.self) { form in
            form.notice.assertNotExists()
            form.email.replaceText("someone@example.com")
            form.notice.assertStaysAbsent(for: 310)
            form.email.assertText("someone@example.com")
        }
    }
}
