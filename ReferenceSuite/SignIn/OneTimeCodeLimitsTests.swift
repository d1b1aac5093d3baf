import ChaosBank
import Kass
import XCTest

/// The one-time code's limits: a code is valid for five minutes after it was sent, and five wrong
/// codes lock the step until a new code is sent.
@MainActor
final class OneTimeCodeLimitsTests: ChaosBankTestCase {
    private let expired = "This code has expired. Send a new code."
    private let locked = "Too many wrong codes. Send a new code."

    /// From the sign-in form to the code step with the demo customer's credentials.
    private func openCodeStep() {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { form in
            form.email.replaceText(UserProfile.demo.email)
            form.password.typeText(UserProfile.demo.password)
            form.submit.tap()
        }
        onScreen(OneTimeCodeScreen.self) { $0.message.assertText("We sent a 6-digit code to \(UserProfile.demo.email)") }
    }

    /// Types `code` and taps Verify.
    private func enter(_ code: String, on screen: OneTimeCodeScreen) {
        screen.code.replaceText(code)
        screen.verify.tap()
    }

    /// A code typed just within five minutes of being sent still signs in: the five minutes start
    /// when the code is sent, not when the app opened (the form was open for a minute first).
    func test_code_isValidForFiveMinutes() async {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { form in
            form.email.replaceText(UserProfile.demo.email)
            form.password.typeText(UserProfile.demo.password)
            form.title.assertUnchanged(for: 60)
            form.submit.tap()
        }
        onScreen(OneTimeCodeScreen.self) { code in
            code.message.assertUnchanged(for: 290)
            enter(UserProfile.demo.oneTimeCode, on: code)
        }
        onScreen(TabBarScreen.self) { $0.home.assertVisible() }
    }

    /// Once five minutes have passed, the right code is refused as expired and the app stays on the
    /// code step; "Send a new code" makes it valid again.
    /// Catches `signin-expired-code-accepted`
    func test_code_expiresAfterFiveMinutes() async {
        openCodeStep()
        onScreen(OneTimeCodeScreen.self) { code in
            code.message.assertUnchanged(for: 301)
            enter(UserProfile.demo.oneTimeCode, on: code)
            code.error.assertText(expired)
            screen(TabBarScreen.self).home.assertStaysAbsent(for: 1)
            code.resend.tap()
            code.status.assertText("A new code is on its way")
            enter(UserProfile.demo.oneTimeCode, on: code)
        }
        onScreen(TabBarScreen.self) { $0.home.assertVisible() }
    }

    /// In German, the expiry and the lockout are explained in German.
    func test_code_germanLimitMessages() async {
        launch(at: .signIn, locale: .german)
        onScreen(SignInScreen.self) { form in
            form.email.replaceText(UserProfile.demo.email)
            form.password.typeText(UserProfile.demo.password)
            form.submit.tap()
        }
        onScreen(OneTimeCodeScreen.self) { code in
            code.message.assertUnchanged(for: 301)
            enter(UserProfile.demo.oneTimeCode, on: code)
            code.error.assertText("Dieser Code ist abgelaufen. Fordere einen neuen Code an.")
            enter("111111", on: code)
            code.error.assertText("Der Code ist ungültig")
            for wrong in ["222222", "333333", "444444", "555555"] { enter(wrong, on: code) }
            code.error.assertText("Zu viele falsche Codes. Fordere einen neuen Code an.")
        }
    }

    /// Four wrong codes are each refused as not valid; the fifth locks the step, after which even the
    /// right code is refused. A new code unlocks it.
    /// Catches `signin-no-lockout`
    func test_code_fiveWrongCodesLockTheStep() async {
        openCodeStep()
        onScreen(OneTimeCodeScreen.self) { code in
            for wrong in ["111111", "222222", "333333", "444444"] {
                enter(wrong, on: code)
                code.error.assertText("The code is not valid")
            }
            enter("555555", on: code)
            code.error.assertText(locked)
            enter(UserProfile.demo.oneTimeCode, on: code)
            code.error.assertText(locked)
            screen(TabBarScreen.self).home.assertStaysAbsent(for: 1)
            code.resend.tap()
            code.status.assertText("A new code is on its way")
            enter(UserProfile.demo.oneTimeCode, on: code)
        }
        onScreen(TabBarScreen.self) { $0.home.assertVisible() }
    }
}
