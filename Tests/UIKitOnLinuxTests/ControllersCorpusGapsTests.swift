import HeadlessUITestSupport
import UIKit
import XCTest

// Screen-flow idioms found in public iOS app code that did not compile with `import UIKit` on Linux,
// written here as iOS files write them.

/// An app delegate as iOS templates write it (there marked `@main`), with the appearance proxies set
/// at launch, and the scene delegate that fills the scene's coordinate space with a window.
private final class CorpusAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let navigationBarAppearance = UINavigationBarAppearance()
        navigationBarAppearance.configureWithOpaqueBackground()
        navigationBarAppearance.backgroundColor = UIColor.white
        UINavigationBar.appearance().standardAppearance = navigationBarAppearance
        UINavigationBar.appearance().scrollEdgeAppearance = navigationBarAppearance
        UITabBar.appearance().tintColor = .systemGreen
        return true
    }
}

private final class CorpusSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(frame: windowScene.coordinateSpace.bounds)
        window?.windowScene = windowScene
        let tabBarController = UITabBarController()
        let feed = UINavigationController(rootViewController: UIViewController())
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)
        let more = LargeTitleNavigationController(rootViewController: UIViewController())
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 1)
        tabBarController.setViewControllers([feed, more], animated: false)
        window?.rootViewController = tabBarController
        window?.makeKeyAndVisible()
    }
}

/// A navigation controller subclass that overrides UIKit's designated `init(rootViewController:)`.
private final class LargeTitleNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        navigationBar.isTranslucent = false
    }

    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

/// A screen with the overrides Xcode templates and app code add, that presents a half-height sheet.
private final class FilterViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private(set) var dismissedBySwipe = false

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }

    func showOptions() -> UIViewController {
        let options = UINavigationController(rootViewController: UIViewController())
        if let sheet = options.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        options.presentationController?.delegate = self
        present(options, animated: true)
        return options
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissedBySwipe = true
    }
}

@MainActor
final class ControllersCorpusGapsTests: HeadlessTestCase {
    func test_templateOverridesAndAMediumSheet() async {
        let filters = FilterViewController()
        window.rootViewController = filters
        let options = filters.showOptions()
        wait(0.6)
        XCTAssertEqual(options.view.frame.height, window.bounds.height / 2)
        XCTAssertEqual(filters.supportedInterfaceOrientations, .portrait)
        XCTAssertFalse(filters.dismissedBySwipe)
    }

    func test_appAndSceneDelegate_setUpTabsWithImagesAppearancesAndLargeTitles() async throws {
        let app = UIApplication.launch(LaunchConfiguration(sceneDelegate: { CorpusSceneDelegate() }), delegate: CorpusAppDelegate())
        defer { app.terminate() }
        let scene = try XCTUnwrap(app.connectedScenes.first as? UIWindowScene)
        XCTAssertEqual(scene.coordinateSpace.bounds, app.screen.bounds)
        let tabs = try XCTUnwrap(scene.windows.first?.rootViewController as? UITabBarController)
        XCTAssertEqual(tabs.tabBar.tintColor, .systemGreen, "the tab bar proxy's tint")
        let feed = try XCTUnwrap(tabs.viewControllers?.first as? UINavigationController)
        XCTAssertEqual(feed.navigationBar.standardAppearance.backgroundColor, .white, "the navigation bar proxy's appearance")
        XCTAssertNotNil(feed.tabBarItem.image)
        let labels = tabs.tabBar.subviews.compactMap { $0 as? UIButton }.map(\.accessibilityLabel)
        XCTAssertEqual(labels, ["Feed", "More"])
        tabs.selectedIndex = 1
        await app.runLoop.run(for: 0.1)
        let more = try XCTUnwrap(tabs.selectedViewController as? LargeTitleNavigationController)
        XCTAssertEqual(more.navigationBar.frame.height, 96)
        XCTAssertFalse(more.navigationBar.isTranslucent)
    }

    func test_appDelegate_hasTheEntryPointThatMainUses() async {
        // `@main` on an app delegate calls this; running it would exit the process, so it is only named.
        let entryPoint: @MainActor () -> Void = CorpusAppDelegate.main
        _ = entryPoint
        // A main.swift calls UIKit's function with the delegate's class name.
        let applicationMain: @MainActor (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, String?, String?) -> Int32
            = UIApplicationMain
        _ = applicationMain
    }

    func test_alertWithATextField_asIOSCodeWritesIt() async {
        let root = UIViewController()
        window.rootViewController = root
        let alert = UIAlertController(title: "Add Person", message: "What is their name?", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
        }
        var names: [String] = []
        alert.addAction(UIAlertAction(title: "Add", style: .default) { _ in
            names.append(alert.textFields?.first?.text ?? "")
        })
        root.present(alert, animated: false)
        wait(0.1)
        XCTAssertTrue(alert.textFields?.first?.isFirstResponder == true)
        alert.textFields?.first?.text = "Ada"
        alert.dismiss(animated: false)
        wait(0.1)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(alert.textFields?.first?.placeholder, "Name")
        XCTAssertEqual(names, [], "dismissing without a tap runs no handler")
    }

    func test_statusBarStyleOverride_andSearchControllersOldDimmingName() async {
        final class LightController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        let light = LightController()
        window.rootViewController = light
        light.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(light.preferredStatusBarStyle, .lightContent)
        // iOS 12 deprecated `dimsBackgroundDuringPresentation`; code written before still sets it
        // (reached through a protocol here so that the test itself compiles without a warning).
        var search: any OldSearchDimming = UISearchController(searchResultsController: nil)
        search.dimsBackgroundDuringPresentation = false
        XCTAssertEqual((search as? UISearchController)?.obscuresBackgroundDuringPresentation, false)
    }
}

/// The deprecated name, as a requirement `UISearchController` meets.
@MainActor
private protocol OldSearchDimming {
    var dimsBackgroundDuringPresentation: Bool { get set }
}

extension UISearchController: OldSearchDimming {}
