import Foundation
@testable import Kass

/// An app whose screen is built by a closure, for DSL tests that need one or two views.
@MainActor
final class ClosureApp: UIApplicationDelegate {
    var window: UIWindow?
    private let build: @MainActor (UIViewController, UIApplication) -> Void

    init(build: @escaping @MainActor (UIViewController, UIApplication) -> Void) {
        self.build = build
    }

    /// A Kass app whose root view controller's view is filled by `build`.
    static func app(
        _ name: String = "ClosureApp", _ build: @escaping @MainActor @Sendable (UIViewController, UIApplication) -> Void
    ) -> KassApp {
        KassApp(name: name) { ClosureApp(build: build) }
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: application.screen.bounds)
        let root = UIViewController()
        root.view.backgroundColor = .white
        build(root, application)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A button with an identifier and a title, placed at `frame`, counting its taps in `taps`.
@MainActor
@discardableResult
func makeButton(
    _ identifier: String, title: String, frame: CGRect, in view: UIView, onTap: @escaping @MainActor () -> Void = {}
) -> UIButton {
    let button = UIButton(type: .system)
    button.frame = frame
    button.setTitle(title, for: .normal)
    button.accessibilityIdentifier = identifier
    button.addAction(UIAction { _ in onTap() }, for: .touchUpInside)
    view.addSubview(button)
    return button
}

/// A label with an identifier and text, placed at `frame`.
@MainActor
@discardableResult
func makeLabel(_ identifier: String, text: String, frame: CGRect, in view: UIView) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    label.accessibilityIdentifier = identifier
    view.addSubview(label)
    return label
}
