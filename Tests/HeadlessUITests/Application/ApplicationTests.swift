import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ApplicationTests: HeadlessTestCase {
    func test_launch_givesAFreshApplicationWithItsArguments() async {
        let first = app!
        let fresh = UIApplication.launch(LaunchConfiguration(arguments: ["-Flag", "YES"], environment: ["MODE": "test"]))
        XCTAssertFalse(first === fresh)
        XCTAssertTrue(UIApplication.shared === fresh)
        XCTAssertEqual(fresh.launchArguments, ["-Flag", "YES"])
        XCTAssertEqual(fresh.launchEnvironment["MODE"], "test")
        XCTAssertTrue(fresh.windows.isEmpty, "windows of the previous application do not leak")
        XCTAssertEqual(fresh.clock.seconds, 0)
    }

    func test_launch_callsTheDelegateOnce() async {
        final class Delegate: UIApplicationDelegate {
            var window: UIWindow?
            var launches = 0
            func application(
                _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                launches += 1
                window = UIWindow()
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
                return true
            }
        }
        let delegate = Delegate()
        let launched = UIApplication.launch(delegate: delegate)
        XCTAssertEqual(delegate.launches, 1)
        XCTAssertTrue(launched.keyWindow === delegate.window)
        XCTAssertNotNil(delegate.window?.rootViewController?.view.window)
    }

    func test_windows_areOrderedByLevelAndOnlyOneIsKey() async {
        let alertWindow = UIWindow(frame: app.screen.bounds)
        alertWindow.windowLevel = .alert
        alertWindow.makeKeyAndVisible()
        XCTAssertTrue(app.windows.last === alertWindow)
        XCTAssertTrue(app.keyWindow === alertWindow)
        XCTAssertFalse(window.isKeyWindow)
        XCTAssertEqual(UIWindow.Level.statusBar.rawValue, 1000)
        XCTAssertEqual(UIWindow.Level.alert.rawValue, 2000)
    }

    func test_rightToLeftLaunchArgument_flipsLayoutDirection() async {
        UIApplication.launch(LaunchConfiguration(arguments: ["-NSForceRightToLeftWritingDirection", "YES"]))
        let view = UIView()
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        view.semanticContentAttribute = .forceLeftToRight
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        let child = UIView()
        view.addSubview(child)
        XCTAssertEqual(child.effectiveUserInterfaceLayoutDirection, .leftToRight, "forced attributes are inherited")
    }

    func test_unbalancedEndIgnoring_isReported() async {
        app.endIgnoringInteractionEvents()
        XCTAssertFalse(app.isIgnoringInteractionEvents)
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }

    func test_firstResponder_requiresAWindowAndConsent() async {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
            var allowResign = true
            override var canResignFirstResponder: Bool { allowResign }
        }
        let detached = Field()
        XCTAssertFalse(detached.becomeFirstResponder(), "a view outside a window cannot become first responder")
        let first = place(Field(), frame: .zero)
        let second = place(Field(), frame: .zero)
        XCTAssertTrue(first.becomeFirstResponder())
        first.allowResign = false
        XCTAssertFalse(second.becomeFirstResponder())
        XCTAssertTrue(first.isFirstResponder)
        first.allowResign = true
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertFalse(first.isFirstResponder)
        second.removeFromSuperview()
        XCTAssertNil(app.firstResponder, "leaving the window resigns first responder")
    }

    func test_rootViewController_appearsWithLifecycleCallbacks() async {
        final class Controller: UIViewController {
            var log: [String] = []
            override func viewDidLoad() { log.append("viewDidLoad") }
            override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
        }
        let controller = Controller()
        window.rootViewController = controller
        XCTAssertEqual(controller.log, ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        XCTAssertTrue(controller.view.window === window)
        XCTAssertEqual(controller.view.frame, window.bounds)
    }
}

@MainActor
final class ViewControllerLayoutTests: HeadlessTestCase {
    func test_rootViewLayout_isBracketedByControllerCallbacks() async {
        final class Root: UIView {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
        }
        final class Controller: UIViewController {
            var log: [String] = []
            override func loadView() {
                let root = Root()
                root.onLayout = { [unowned self] in self.log.append("layoutSubviews") }
                view = root
            }
            override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
        }
        let controller = Controller()
        window.rootViewController = controller
        controller.log.removeAll()
        controller.view.setNeedsLayout()
        XCTAssertEqual(controller.log, [], "layout waits for the next run-loop turn")
        app.runLoop.runOnce()
        XCTAssertEqual(controller.log, ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
    }
}
