import ChaosBank
import Kass
import XCTest

/// The sign-in form's inline validation: one case per input.
@MainActor
final class SignInValidationTests: ChaosBankTestCase {
    /// An input and whether the form must accept it.
    struct Input: CustomStringConvertible {
        let text: String
        let isValid: Bool
        var description: String { "'\(text)' \(isValid ? "accepted" : "refused")" }
    }

    /// Emails: a well-formed address passes, also with a two-letter top-level domain; no domain, no
    /// top-level domain, a one-letter or non-letter one, an empty label or name, no `@`, two `@` or a
    /// space fail.
    /// Catches `signin-email-without-domain-accepted`
    func test_signin_emailValidation() async {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { $0.password.typeText(UserProfile.demo.password) }
        let cases = [
            Input(text: "anna@chaosbank.test", isValid: true),
            Input(text: "anna@bank.de", isValid: true),
            Input(text: "anna@bank.d", isValid: false),
            Input(text: "anna@bank.d3", isValid: false),
            Input(text: "anna@bank..de", isValid: false),
            Input(text: "anna@chaosbank", isValid: false),
            Input(text: "anna@", isValid: false),
            Input(text: "@chaosbank.test", isValid: false),
            Input(text: "anna.chaosbank.test", isValid: false),
            Input(text: "anna @chaosbank.test", isValid: false),
            Input(text: "anna@@chaosbank.test", isValid: false),
        ]
        parameterized(cases) { input in
            onScreen(SignInScreen.self) { form in
                form.email.replaceText(input.text)
                if input.isValid {
                    form.emailError.assertNotExists()
                    form.submit.assertEnabled()
                } else {
                    form.emailError.assertText("Enter a valid email address")
                    form.assertEmailErrorLayout()
                    form.submit.assertDisabled()
                }
            }
        }
    }

    /// Passwords: eight characters with a letter and a digit pass; shorter, digit-less or
    /// letter-less ones fail.
    /// Catches `signin-short-password-accepted`
    func test_signin_passwordValidation() async {
        launch(at: .signIn)
        onScreen(SignInScreen.self) { $0.email.typeText(UserProfile.demo.email) }
        let cases = [
            Input(text: "Secret12", isValid: true),
            Input(text: "Secre1!", isValid: false),
            Input(text: "secretpassword", isValid: false),
            Input(text: "12345678", isValid: false),
        ]
        parameterized(cases) { input in
            onScreen(SignInScreen.self) { form in
                form.password.replaceText(input.text)
                if input.isValid {
                    form.passwordError.assertNotExists()
                    form.submit.assertEnabled()
                } else {
                    form.passwordError.assertText("At least 8 characters with a letter and a digit")
                    form.submit.assertDisabled()
                }
            }
        }
    }
}
