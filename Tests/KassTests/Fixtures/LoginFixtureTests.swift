import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class LoginFixtureTests: KassFixtureTestCase {
    private func logIn(email: String, password: String) {
        tap("login.email")
        waitForKeyboardSlide()
        typeOnSoftwareKeyboard(email)
        tap("login.password")
        typeOnSoftwareKeyboard(password)
        view("login.submit")?.window?.endEditing(true)
        waitForKeyboardSlide()
        tap("login.submit")
    }

    func test_login_rightCredentials_showWelcomeOnlyAfterTheLatency() async {
        let fixture = start(LoginFixture())
        logIn(email: LoginFixture.validEmail, password: LoginFixture.validPassword)
        XCTAssertEqual(fixture.submissionCount, 1)
        XCTAssertEqual(views("home.welcome").count, 0, "nothing changes before the simulated latency")
        XCTAssertEqual((view("login.submit", as: UIButton.self))?.isEnabled, false, "disabled while the request runs")
        wait(LoginFixture.latency + UINavigationController.transitionDuration)
        XCTAssertEqual(text("home.welcome"), "Welcome!")
    }

    func test_login_wrongPassword_showsTheErrorAndStays() async {
        let fixture = start(LoginFixture())
        logIn(email: LoginFixture.validEmail, password: "wrong")
        wait(LoginFixture.latency + UINavigationController.transitionDuration)
        XCTAssertEqual(fixture.submissionCount, 1)
        XCTAssertEqual(views("home.welcome").count, 0)
        XCTAssertEqual(view("login.error")?.isHidden, false)
        XCTAssertEqual(view("login.submit", as: UIButton.self)?.isEnabled, true)
    }

    func test_login_passwordField_isSecure() async {
        start(LoginFixture())
        tap("login.password")
        waitForKeyboardSlide()
        typeOnSoftwareKeyboard("secret")
        let field = view("login.password", as: UITextField.self)
        XCTAssertEqual(field?.isSecureTextEntry, true)
        XCTAssertEqual(field?.text, "secret")
        XCTAssertNotEqual(field?.accessibilityValue, "secret", "a secure field never exposes its text")
    }
}
