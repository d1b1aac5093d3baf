import Foundation
import Kass

/// A minimal login app for the session tests: email and password fields, a submit button, and a
/// welcome label that appears 0.5 s after a correct submit.
@MainActor
final class MiniLoginApp: UIApplicationDelegate {
    var window: UIWindow?
    private(set) var submissions = 0

    static let app = KassApp(name: "MiniLogin") { MiniLoginApp() }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool {
        let window = UIWindow(frame: application.screen.bounds)
        let root = UIViewController()
        let email = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
        email.accessibilityIdentifier = "login.email"
        email.placeholder = "Email"
        let password = UITextField(frame: CGRect(x: 20, y: 160, width: 335, height: 44))
        password.accessibilityIdentifier = "login.password"
        password.isSecureTextEntry = true
        let submit = UIButton(type: .system)
        submit.frame = CGRect(x: 20, y: 220, width: 335, height: 44)
        submit.setTitle("Sign In", for: .normal)
        submit.accessibilityIdentifier = "login.submit"
        let welcome = UILabel(frame: CGRect(x: 20, y: 300, width: 335, height: 30))
        welcome.accessibilityIdentifier = "home.welcome"
        welcome.text = "Welcome!"
        welcome.isHidden = true
        submit.addAction(UIAction { [weak self] _ in
            self?.submissions += 1
            guard email.text == "test@example.com", password.text == "secret" else { return }
            application.scheduler.schedule(after: 0.5, label: "sign in") { welcome.isHidden = false }
        }, for: .touchUpInside)
        for view in [email, password, submit, welcome] { root.view.addSubview(view) }
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
