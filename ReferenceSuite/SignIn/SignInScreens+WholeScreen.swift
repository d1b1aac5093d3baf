import ChaosBank
import Kass

extension SignInScreen {
    /// Checks everything the sign-in form shows: texts in English or German, no inline error while
    /// what is typed is valid, the refusal `error` (or none) and Sign in (enabled and taking a tap,
    /// or disabled). Every mismatch is reported.
    func verifyShows(error expectedError: String? = nil, canSubmit: Bool, german: Bool = false,
                     file: StaticString = #filePath, line: UInt = #line) {
        title.assertText(german ? "Anmelden" : "Sign in", file: file, line: line)
        session.verifyAll(file: file, line: line) {
            text(AccessibilityQuery(label: german ? "Anmelden" : "Sign in", traits: .header)).assertExists(file: file, line: line)
            email.assertPlaceholder(german ? "E-Mail" : "Email", file: file, line: line)
            password.assertPlaceholder(german ? "Passwort" : "Password", file: file, line: line)
            submit.assertLabel(german ? "Anmelden" : "Sign in", file: file, line: line)
            emailError.assertNotExists(file: file, line: line)
            passwordError.assertNotExists(file: file, line: line)
            if let expectedError { error.assertText(expectedError, file: file, line: line) } else {
                error.assertNotExists(file: file, line: line)
            }
            if canSubmit {
                assertTappable(["signIn.submit"], file: file, line: line)
            } else {
                submit.assertDisabled(file: file, line: line)
            }
        }
    }
}

extension OneTimeCodeScreen {
    /// Checks everything the code step shows for `email`: texts, no error or status, Verify
    /// (disabled until six digits are typed) and the two links taking a tap. Every mismatch is
    /// reported.
    func verifyShows(email: String, file: StaticString = #filePath, line: UInt = #line) {
        message.assertText("We sent a 6-digit code to \(email)", file: file, line: line)
        session.verifyAll(file: file, line: line) {
            assertLabels([
                "signIn.code.title": "Enter your code", "signIn.code.submit": "Verify", "signIn.code.resend": "Send a new code",
                "signIn.code.changeAccount": "Use another account",
            ], file: file, line: line)
            text(AccessibilityQuery(label: "Enter your code", traits: .header)).assertExists(file: file, line: line)
            code.assertPlaceholder("6-digit code", file: file, line: line)
            verify.assertDisabled(file: file, line: line)
            error.assertNotExists(file: file, line: line)
            status.assertNotExists(file: file, line: line)
            assertTappable(["signIn.code.resend", "signIn.code.changeAccount"], file: file, line: line)
        }
    }
}

extension SignInScreen {
    /// The keyboard up for an empty credentials field: letters without shift (the field does not
    /// capitalise by itself), "@" and "." on the first plane for the email, and the return key titled
    /// `returnKey` ("Next" on the email, "Go" on the password).
    func assertCredentialsKeyboard(returnKey: String, email: Bool, file: StaticString = #filePath, line: UInt = #line) {
        session.verifyAll(file: file, line: line) {
            element(.label("a")).assertExists(file: file, line: line)
            element(.label("A")).assertNotExists(file: file, line: line)
            element(.label(returnKey)).assertExists(file: file, line: line)
            if email { element(.label("@")).assertExists(file: file, line: line) } else {
                element(.label("@")).assertNotExists(file: file, line: line)
            }
        }
    }
}

extension OneTimeCodeScreen {
    /// The keyboard up for the code is the number pad: digits, no space bar.
    func assertNumberPadIsUp(file: StaticString = #filePath, line: UInt = #line) {
        session.verifyAll(file: file, line: line) {
            element(.label("5")).assertExists(file: file, line: line)
            element(.label("space")).assertNotExists(file: file, line: line)
        }
    }
}
