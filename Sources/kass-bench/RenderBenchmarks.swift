import Foundation
import HeadlessUI

/// The `render` suite: a full iPhone screenshot of a typical form (navigation bar, 8 labels,
/// 4 text fields, 2 buttons, a switch, status bar) at 1× and 3×.
@MainActor
enum RenderBenchmarks {
    static let suite = BenchmarkSuite(
        name: "render",
        summary: "full-screen screenshot of a form at 1× and 3×"
    ) { runs in
        var results: [BenchmarkResult] = []
        for scale in [1, 3] {
            results.append(Measure.result(
                suite: "render", name: "form screenshot @\(scale)x (size = scale)", size: scale,
                samples: screenshot(scale: CGFloat(scale), runs: runs)
            ))
        }
        return results
    }

    static func screenshot(scale: CGFloat, runs: Int) -> [Double] {
        let app = UIApplication.launch()
        // Windows are held weakly by the application, as in UIKit: keep the form's window alive.
        let window = makeForm(in: app)
        var pixelCount = 0
        let samples = Measure.microseconds(runs: runs, iterations: scale > 1 ? 3 : 10) {
            let image = app.screen.screenshot(scale: scale)
            pixelCount = image.pixelWidth * image.pixelHeight
        }
        precondition(pixelCount > 0, "the screenshot has no pixels")
        withExtendedLifetime(window) {}
        app.terminate()
        return samples
    }

    /// A sign-up form in a navigation controller: the screen the benchmark draws.
    static func makeForm(in app: UIApplication) -> UIWindow {
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
