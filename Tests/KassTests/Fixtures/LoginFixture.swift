import Foundation
import HeadlessUI

/// A login form in a navigation controller: the DSL's green path from the first example.
///
/// Trap modelled: the effect of a tap arrives later. Submitting starts 0.5 s of simulated network
/// latency (on the runtime clock) during which the submit button is disabled; only then does the app
/// push the home screen (right credentials, `test@example.com` / `secret`) or show an error label
/// (anything else). A correct test types into both fields (the password field is secure, so its
/// value reads as bullets), taps submit, and then waits for `home.welcome` ("Welcome!") instead of
/// asserting at once; with wrong credentials it must see `login.error` and no home screen.
final class LoginFixture: UIApplicationDelegate {
    /// The email every successful login uses.
    static let validEmail = "test@example.com"
    /// The matching password.
    static let validPassword = "secret"
    /// Simulated network latency between the tap and the result.
    static let latency: TimeInterval = 0.5

    /// The app's window.
    var window: UIWindow?
    /// The login screen (the navigation controller's root).
    let login = LoginViewController()
    /// How many times the form was submitted (the button's action ran).
    var submissionCount: Int { login.submissionCount }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: UINavigationController(rootViewController: login))
        return true
    }
}

/// The login form: `login.email`, `login.password` (secure), `login.submit`, `login.error`.
final class LoginViewController: UIViewController {
    let emailField = KassFixtureApp.makeTextField(placeholder: "Email", identifier: "login.email")
    let passwordField = KassFixtureApp.makeTextField(placeholder: "Password", identifier: "login.password")
    private(set) lazy var submitButton = KassFixtureApp.makeButton("Log In", identifier: "login.submit") { [weak self] in
        self?.submit()
    }
    let errorLabel = KassFixtureApp.makeLabel("Wrong email or password", identifier: "login.error")
    /// How many times the form was submitted.
    private(set) var submissionCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Log In"
        view.backgroundColor = .systemBackground
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        passwordField.isSecureTextEntry = true
        passwordField.autocapitalizationType = .none
        errorLabel.textColor = .systemRed
        errorLabel.isHidden = true
        KassFixtureApp.pinFormStack([emailField, passwordField, submitButton, errorLabel], in: view)
    }

    private func submit() {
        submissionCount += 1
        errorLabel.isHidden = true
        submitButton.isEnabled = false
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""
        UIApplication.shared.scheduler.schedule(after: LoginFixture.latency, label: "login request") { [weak self] in
            self?.finishLogin(succeeded: email == LoginFixture.validEmail && password == LoginFixture.validPassword)
        }
    }

    private func finishLogin(succeeded: Bool) {
        submitButton.isEnabled = true
        if succeeded {
            navigationController?.pushViewController(HomeViewController(), animated: true)
        } else {
            errorLabel.isHidden = false
        }
    }
}

/// The screen after a successful login: `home.welcome` reads "Welcome!".
final class HomeViewController: UIViewController {
    let welcomeLabel = KassFixtureApp.makeLabel("Welcome!", identifier: "home.welcome")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground
        KassFixtureApp.pinFormStack([welcomeLabel], in: view)
    }
}
