import ChaosBank
import Hammer
import Kass
import XCTest

/// The one-time code screen around a refusal, a resend, and a second sign-in.
@MainActor
final class OneTimeCodeTests: ChaosBankTestCase {
    /// After a refused code, Verify puts the keyboard away and shows the error; editing the code hides
    /// the error again.
    func test_signin_editingTheCodeHidesItsError() async {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { form in
            form.email.typeText(UserProfile.demo.email)
            form.password.typeText(UserProfile.demo.password)
            form.submit.tap()
        }
        onScreen(OneTimeCodeScreen.self) { code in
            code.code.typeText("111111")
            code.assertNumberPadIsUp()
            // With six digits, Delete still takes one away.
            pressDelete()
            code.code.assertText("11111")
            // Letters are refused.
            pressKey("a")
            code.code.assertText("11111")
            code.code.typeText("1")
            code.verify.tap()
            verifyAll {
                code.error.assertText("The code is not valid")
                code.element(.label("5")).assertNotExists()
            }
            code.code.clearText()
            code.error.assertNotExists()
        }
    }

    /// "Send a new code" can be used again once the code was sent.
    func test_signin_resendCanBeUsedAgain() async {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { form in
            form.email.typeText(UserProfile.demo.email)
            form.password.typeText(UserProfile.demo.password)
            form.submit.tap()
        }
        onScreen(OneTimeCodeScreen.self) { code in
            code.resend.tap()
            code.status.assertAppears(within: 1)
            code.resend.assertEnabled()
            // Sent again a second later: the confirmation stays its full 2 s from the second answer.
            code.status.assertUnchanged(for: 1)
            code.resend.tap()
            code.resend.assertEnabled()
            code.status.assertUnchanged(for: 1.5)
            code.code.typeText(UserProfile.demo.oneTimeCode)
            code.verify.tap()
        }
        onScreen(TabBarScreen.self) { $0.home.assertVisible() }
    }

    /// "Use another account" goes back to the form as it was left; signing in again sends a new code,
    /// so the first one no longer works (each digit of the demo customer's next code is one higher).
    func test_signin_signingInAgainReplacesTheCode() async {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { form in
            form.email.typeText(UserProfile.demo.email)
            form.password.typeText(UserProfile.demo.password)
            form.submit.tap()
        }
        onScreen(OneTimeCodeScreen.self) { $0.changeAccount.tap() }
        onScreen(SignInScreen.self) { form in
            form.email.assertText(UserProfile.demo.email)
            form.verifyShows(canSubmit: true)
            form.submit.tap()
        }
        onScreen(OneTimeCodeScreen.self) { code in
            code.verifyShows(email: UserProfile.demo.email)
            code.code.typeText(UserProfile.demo.oneTimeCode)
            code.verify.tap()
            code.error.assertText("The code is not valid")
            code.code.replaceText("357921")
            code.verify.tap()
        }
        onScreen(TabBarScreen.self) { $0.home.assertVisible() }
    }

    /// Presses Delete (backspace) on the hardware keyboard into the focused field.
    private func pressDelete(file: StaticString = #filePath, line: UInt = #line) {
        guard let generator = kass.generator else { return XCTFail("no running app", file: file, line: line) }
        do { try generator.keyPress(.deleteOrBackspace) } catch { XCTFail("pressing Delete failed: \(error)", file: file, line: line) }
    }

    /// Signing in again after signing out takes the customer's code again.
    func test_signin_signingInAgainAcceptsTheCodeAgain() async {
        launch(at: .signIn)
        signInAsDemoCustomer()
        signOutThroughSettings()
        signInAsDemoCustomer()
        onScreen(TabBarScreen.self) { $0.home.assertVisible() }
    }
}
