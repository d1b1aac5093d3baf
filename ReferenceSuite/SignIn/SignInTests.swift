import ChaosBank
import Kass
import XCTest

/// Signing in: credentials, the one-time code, errors and signing out again.
@MainActor
final class SignInTests: ChaosBankTestCase {

    /// The right credentials and code lead to the tabs.
    /// Catches `signin-code-drops-last-digit`
    func test_signin_credentialsAndCodeOpenTheApp() async {
        launch(at: .signIn)
        signInAsDemoCustomer()
        onScreen(TabBarScreen.self) { $0.home.assertVisible() }
    }

    /// A wrong password is refused with a message, and the app stays on the form.
    func test_signin_wrongPasswordIsRefused() async {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { form in
            form.assertDesignLayout()
            form.email.typeText(UserProfile.demo.email)
            form.password.tap()
            form.assertCredentialsKeyboard(returnKey: "Go", email: false)
            form.password.typeText("Wrong1234")
            form.submit.tap()
            form.error.assertText("Email or password is wrong")
            // Sign in put the keyboard away.
            form.element(.label("space")).assertNotExists()
            form.submit.assertEnabled()
            form.verifyShows(error: "Email or password is wrong", canSubmit: true)
            // Trying again takes the old refusal away while the new answer is on its way.
            form.submit.tap()
            form.error.within(timeout: 0).assertNotExists()
            form.error.assertText("Email or password is wrong")
        }
    }

    /// Editing the password after a refusal takes the stale message away (a secure field starts
    /// over when edited again, so the password is typed anew).
    /// Catches `signin-stale-error`
    func test_signin_editingHidesTheError() async {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { form in
            form.email.typeText(UserProfile.demo.email)
            form.password.typeText("Wrong1234")
            form.submit.tap()
            form.error.assertVisible()
            form.password.replaceText("Wrong12345")
            form.error.assertNotExists()
        }
    }

    /// In German, the form and its refusal speak German.
    /// Catches `signin-error-not-localized`
    func test_signin_germanRefusal() async {
        launch(at: .signIn, locale: .german)
        onScreen(SignInScreen.self) { form in
            form.title.assertText("Anmelden")
            form.verifyShows(canSubmit: false, german: true)
            form.email.typeText(UserProfile.demo.email)
            form.password.typeText("Falsch1234")
            form.submit.tap()
            form.error.assertText("E-Mail oder Passwort ist falsch")
            form.verifyShows(error: "E-Mail oder Passwort ist falsch", canSubmit: true, german: true)
        }
    }

    /// Two quick taps on Sign in send one request, so the code the customer received still works
    /// (a second request would replace it with a new one).
    /// Catches `signin-double-submit`
    func test_signin_doubleTapSendsOneCode() async {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { form in
            form.email.typeText(UserProfile.demo.email)
            form.password.typeText(UserProfile.demo.password)
            form.submit.rapidTap(times: 2)
        }
        onScreen(OneTimeCodeScreen.self) { code in
            code.code.typeText(UserProfile.demo.oneTimeCode)
            code.verify.tap()
        }
        onScreen(TabBarScreen.self) { $0.home.assertVisible() }
    }

    /// A wrong code is refused and the app stays on the code step.
    /// Catches `signin-any-code-accepted`
    func test_signin_wrongCodeIsRefused() async {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { form in
            form.email.typeText(UserProfile.demo.email)
            form.password.typeText(UserProfile.demo.password)
            form.submit.tap()
        }
        onScreen(OneTimeCodeScreen.self) { code in
            code.verifyShows(email: UserProfile.demo.email)
            code.message.assertText("We sent a 6-digit code to \(UserProfile.demo.email)")
            // A seventh digit is refused (pressed on the hardware keyboard: typeText would itself fail
            // on the refusal).
            code.code.typeText("11111")
            code.verify.assertDisabled()
            code.code.typeText("1")
            code.verify.assertEnabled()
            pressKey("9")
            code.code.assertText("111111")
            code.verify.tap()
            // No second Verify while the code is being checked.
            code.verify.within(timeout: 0).assertDisabled()
            code.error.assertText("The code is not valid")
            code.assertRefusalLayout()
            screen(TabBarScreen.self).home.assertStaysAbsent(for: 1)
        }
    }

    /// "Send a new code" confirms briefly, then the confirmation goes away.
    func test_signin_resendConfirmsBriefly() async {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { form in
            form.email.typeText(UserProfile.demo.email)
            form.password.typeText(UserProfile.demo.password)
            form.submit.tap()
        }
        onScreen(OneTimeCodeScreen.self) { code in
            code.resend.tap()
            // No second request while the first is on its way.
            code.resend.within(timeout: 0).assertDisabled()
            code.status.assertAppears(within: 1)
            code.status.within(timeout: 3).waitUntilGone()
        }
    }

    /// Return on the email field moves to the password (what is pressed next goes there, not into
    /// the email); Go on the password signs in, once however often it is pressed.
    func test_signin_returnKeyMovesOnAndSignsIn() async {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { form in
            form.email.tap()
            form.assertCredentialsKeyboard(returnKey: "Next", email: true)
            form.email.typeText(UserProfile.demo.email)
            pressKey("\n")
            pressKey("x")
            form.email.assertText(UserProfile.demo.email)
            form.passwordError.assertText("At least 8 characters with a letter and a digit")
            form.assertPasswordErrorLayout()
            form.password.replaceText(UserProfile.demo.password)
            form.submit.assertEnabled()
            pressKey("\n")
            pressKey("\n")
        }
        onScreen(OneTimeCodeScreen.self) { code in
            code.code.typeText(UserProfile.demo.oneTimeCode)
            code.verify.tap()
        }
        onScreen(TabBarScreen.self) { $0.home.assertVisible() }
    }

    /// After signing out, the form remembers the email but never the password.
    /// Catches `signin-password-kept-after-sign-out`
    func test_signin_signOutForgetsThePassword() async {
        launch(at: .signIn)
        signInAsDemoCustomer()
        signOutThroughSettings()
        onScreen(SignInScreen.self) { form in
            form.email.assertText(UserProfile.demo.email)
            form.password.assertValue("Password")
            form.submit.assertDisabled()
        }
    }
}
