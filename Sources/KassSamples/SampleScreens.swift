import Foundation
import HeadlessUI

/// Sample screens shared by the benchmarks, the guide's screenshot and tests: realistic UIKit-style
/// content built only from public API.
@MainActor
public enum SampleScreens {
    /// A sign-up form in a navigation controller: labels, four text fields (two filled, one secure),
    /// a switch, a multi-line label and two buttons. Returns its key, visible window.
    public static func signUpForm(in app: UIApplication) -> UIWindow {
        let window = UIWindow(frame: app.screen.bounds)
        let form = UIViewController()
        form.title = "Create Account"
        let navigation = UINavigationController(rootViewController: form)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let view = form.view!
        view.backgroundColor = .systemGroupedBackground
        var y: CGFloat = 120
        let fields = ["Name", "Email", "Password", "Phone"]
        for (index, placeholder) in fields.enumerated() {
            let label = UILabel(frame: CGRect(x: 20, y: y, width: 353, height: 20))
            label.text = placeholder.uppercased()
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            view.addSubview(label)
            let field = UITextField(frame: CGRect(x: 20, y: y + 24, width: 353, height: 36))
            field.borderStyle = .roundedRect
            field.placeholder = placeholder
            if index < 2 { field.text = index == 0 ? "Ada Lovelace" : "ada@example.com" }
            field.isSecureTextEntry = placeholder == "Password"
            view.addSubview(field)
            y += 76
        }
        let newsletter = UILabel(frame: CGRect(x: 20, y: y + 6, width: 280, height: 20))
        newsletter.text = "Send me the newsletter"
        view.addSubview(newsletter)
        let toggle = UISwitch(frame: CGRect(x: 322, y: y, width: 0, height: 0))
        toggle.isOn = true
        view.addSubview(toggle)
        y += 50
        let terms = UILabel(frame: CGRect(x: 20, y: y, width: 353, height: 60))
        terms.numberOfLines = 0
        terms.font = .systemFont(ofSize: 13)
        terms.textColor = .secondaryLabel
        terms.text = "By creating an account you agree to the Terms of Service and the Privacy Policy of Example Bank."
        view.addSubview(terms)
        y += 76
        let create = UIButton(type: .system)
        create.frame = CGRect(x: 20, y: y, width: 353, height: 50)
        create.setTitle("Create Account", for: .normal)
        create.setTitleColor(.white, for: .normal)
        create.backgroundColor = .systemBlue
        create.layer.cornerRadius = 12
        view.addSubview(create)
        let signIn = UIButton(type: .system)
        signIn.frame = CGRect(x: 20, y: y + 60, width: 353, height: 44)
        signIn.setTitle("I already have an account", for: .normal)
        view.addSubview(signIn)
        let footer = UILabel(frame: CGRect(x: 20, y: y + 120, width: 353, height: 20))
        footer.text = "Version 1.0 (42)"
        footer.textAlignment = .center
        footer.font = .systemFont(ofSize: 12)
        footer.textColor = .secondaryLabel
        view.addSubview(footer)
        app.runLoop.runFrames(1)
        return window
    }
}
