import ChaosBank
import Kass

/// The sign-in form.
final class SignInScreen: KassScreen {
    lazy var title = text("signIn.title")
    lazy var email = textField("signIn.email")
    lazy var emailError = text("signIn.email.error")
    lazy var password = secureTextField("signIn.password")
    lazy var passwordError = text("signIn.password.error")
    lazy var submit = button("signIn.submit")
    lazy var error = text("signIn.error")
    override var onLoad: [KassElement] { [email, password, submit] }
}

/// The one-time-code step.
final class OneTimeCodeScreen: KassScreen {
    lazy var message = text("signIn.code.message")
    lazy var code = textField("signIn.code.field")
    lazy var verify = button("signIn.code.submit")
    lazy var error = text("signIn.code.error")
    lazy var resend = button("signIn.code.resend")
    lazy var status = text("signIn.code.status")
    lazy var changeAccount = button("signIn.code.changeAccount")
    override var onLoad: [KassElement] { [code, verify] }
}

extension ChaosBankTestCase {
    /// Opens Settings from the tab bar and signs out, confirming in the alert.
    func signOutThroughSettings() {
        step("Sign out through Settings") {
            onScreen(TabBarScreen.self) { $0.settings.tap() }
            onScreen(SettingsScreen.self) { settings in
                settings.signOut.tap()
                settings.confirmSignOut.tap()
            }
        }
    }

    /// Signs in as the demo customer from the sign-in form, through the one-time code, and waits for
    /// the tabs.
    func signInAsDemoCustomer() {
        step("Sign in as the demo customer") {
            onScreen(SignInScreen.self) { form in
                form.email.replaceText(UserProfile.demo.email)
                form.password.typeText(UserProfile.demo.password)
                form.submit.tap()
            }
            onScreen(OneTimeCodeScreen.self) { code in
                code.code.typeText(UserProfile.demo.oneTimeCode)
                code.verify.tap()
            }
            onScreen(TabBarScreen.self) { _ in }
        }
    }
}

extension SignInScreen {
    /// Why the last session ended on its own (the inactivity timeout), under the title.
    var notice: KassElement { text("signIn.notice") }
}
