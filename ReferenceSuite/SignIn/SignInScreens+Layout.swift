import Foundation
import Kass
import XCTest

// Layout goldens of the sign-in screens while a message shows (iPhone, 393 × 852 points, English):
// the message takes its place under what it explains and moves what follows down.

extension SignInScreen {
    /// The form with the email's inline error shown, 4 points under the email field.
    func assertEmailErrorLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "signIn.email": [20, 171.67, 353, 44],
            "signIn.email.error": [20, 219.67, 353, 15.33],
            "signIn.password": [20, 251, 353, 44],
        ], file: file, line: line)
    }

    /// The form under a notice two lines long (13-point lines), 16 points above the email field.
    func assertTwoLineNoticeLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "signIn.title": [20, 123, 353, 32.67],
            "signIn.notice": [20, 171.67, 353, 30.33],
            "signIn.email": [20, 218, 353, 44],
        ], file: file, line: line)
    }

    /// The form with the password's inline error shown, 4 points under the password field.
    func assertPasswordErrorLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "signIn.password": [20, 231.67, 353, 44],
            "signIn.password.error": [20, 279.67, 353, 15.33],
            "signIn.submit": [20, 311, 353, 50],
        ], file: file, line: line)
    }
}

extension OneTimeCodeScreen {
    /// The code step after a refused code: the error under Verify, the links moved down below it.
    func assertRefusalLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "signIn.code.field": [20, 203, 353, 44],
            "signIn.code.submit": [20, 263, 353, 50],
            "signIn.code.error": [20, 329, 353, 15.33],
            "signIn.code.resend": [20, 360.33, 353, 29.67],
            "signIn.code.changeAccount": [20, 406, 353, 29.67],
        ], file: file, line: line)
    }
}
