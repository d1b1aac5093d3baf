import Foundation
import HeadlessUI

/// A navigation controller over a root screen that pushes a detail screen (animated, 0.35 s), plus
/// a counter and two buttons that make the app ignore touches (UIKit's
/// `beginIgnoringInteractionEvents`): `root.freeze` for ``freezeDuration``, `root.freezeForever` for good.
///
/// Traps modelled: input sent while the app drops it. A tap on the back button while the push
/// animates, or on the counter while the app ignores touches, passes every element precondition
/// (visible, enabled, still, hittable), is delivered, and does nothing.
final class NavigationFixture: UIApplicationDelegate {
    /// How long `root.freeze` makes the app ignore touches.
    static let freezeDuration: TimeInterval = 0.5

    /// The app's window.
    var window: UIWindow?
    /// The navigation controller.
    let navigation = UINavigationController(rootViewController: NavigationRootViewController())

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: navigation)
        return true
    }
}

/// The root: `root.title`, `nav.open` (pushes the detail), `root.count` (counts taps into
/// `root.countLabel`), `root.freeze`, `root.freezeForever`.
final class NavigationRootViewController: UIViewController {
    let countLabel = KassFixtureApp.makeLabel("0", identifier: "root.countLabel")
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Root"
        view.backgroundColor = .systemBackground
        KassFixtureApp.pinFormStack([
            KassFixtureApp.makeLabel("Root screen", identifier: "root.title"),
            KassFixtureApp.makeButton("Open", identifier: "nav.open") { [weak self] in
                let detail = UIViewController()
                detail.title = "Detail"
                detail.view.backgroundColor = .systemBackground
                KassFixtureApp.pinFormStack([KassFixtureApp.makeLabel("Detail screen", identifier: "detail.title")], in: detail.view)
                self?.navigationController?.pushViewController(detail, animated: true)
            },
            KassFixtureApp.makeButton("Count", identifier: "root.count") { [weak self] in
                guard let self else { return }
                self.count += 1
                self.countLabel.text = "\(self.count)"
            },
            countLabel,
            KassFixtureApp.makeButton("Freeze", identifier: "root.freeze") {
                let application = UIApplication.shared
                application.beginIgnoringInteractionEvents()
                application.scheduler.schedule(after: NavigationFixture.freezeDuration, label: "unfreeze") {
                    application.endIgnoringInteractionEvents()
                }
            },
            KassFixtureApp.makeButton("Freeze forever", identifier: "root.freezeForever") {
                UIApplication.shared.beginIgnoringInteractionEvents()
            },
        ], in: view)
    }
}
