import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A scene-based app as iOS writes one: the app delegate picks the configuration, the scene
/// delegate builds the window. Written with UIKit names only, except the launch.
@MainActor
final class SceneLaunchTests: HeadlessTestCase {
    /// The order of every callback, with the scene's state at the time.
    static var log: [String] = []

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            SceneLaunchTests.log.append("didFinishLaunching options=\(launchOptions == nil ? "nil" : "set")")
            return true
        }

        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            SceneLaunchTests.log.append("configurationForConnecting")
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            SceneLaunchTests.log.append("willConnectTo \(scene.activationState)")
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
        }

        func sceneWillEnterForeground(_ scene: UIScene) {
            SceneLaunchTests.log.append("sceneWillEnterForeground \(scene.activationState)")
        }

        func sceneDidBecomeActive(_ scene: UIScene) {
            SceneLaunchTests.log.append("sceneDidBecomeActive \(scene.activationState)")
        }

        func sceneWillResignActive(_ scene: UIScene) { SceneLaunchTests.log.append("sceneWillResignActive") }
        func sceneDidEnterBackground(_ scene: UIScene) { SceneLaunchTests.log.append("sceneDidEnterBackground") }
        func sceneDidDisconnect(_ scene: UIScene) { SceneLaunchTests.log.append("sceneDidDisconnect") }
    }

    private func launchSceneApp() -> UIApplication {
        SceneLaunchTests.log = []
        return UIApplication.launch(LaunchConfiguration(sceneDelegate: { SceneDelegate() }), delegate: AppDelegate())
    }

    func test_launch_callsAppAndSceneDelegatesInUIKitsOrder() async {
        _ = launchSceneApp()
        XCTAssertEqual(SceneLaunchTests.log, [
            "didFinishLaunching options=nil",
            "configurationForConnecting",
            "willConnectTo unattached",
            "sceneWillEnterForeground unattached",
            "sceneDidBecomeActive foregroundActive",
        ])
    }

    func test_launch_connectsOneActiveWindowSceneWithTheConfiguredDelegate() async throws {
        let app = launchSceneApp()
        XCTAssertEqual(app.connectedScenes.count, 1)
        let scene = try XCTUnwrap(app.connectedScenes.first as? UIWindowScene)
        XCTAssertEqual(scene.activationState, .foregroundActive)
        XCTAssertEqual(app.applicationState, .active)
        XCTAssertTrue(scene.delegate is SceneDelegate)
        XCTAssertTrue(scene.session.scene === scene)
        XCTAssertEqual(scene.session.role, .windowApplication)
        XCTAssertEqual(scene.session.configuration.name, "Default Configuration")
        XCTAssertTrue(app.openSessions.contains(scene.session))
        XCTAssertTrue(scene.screen === app.screen)
        XCTAssertTrue(app.runtimeIssues.isEmpty, "\(app.runtimeIssues)")
    }

    func test_sceneDelegatesWindow_isKeyVisibleAndBelongsToTheScene() async throws {
        let app = launchSceneApp()
        let scene = try XCTUnwrap(app.connectedScenes.first as? UIWindowScene)
        let window = try XCTUnwrap((scene.delegate as? SceneDelegate)?.window)
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertFalse(window.isHidden)
        XCTAssertTrue(app.keyWindow === window)
        XCTAssertTrue(window.windowScene === scene)
        XCTAssertTrue(scene.windows.contains { $0 === window })
        XCTAssertTrue(scene.keyWindow === window)
        XCTAssertEqual(window.frame, app.screen.bounds)
        XCTAssertNotNil(window.rootViewController?.view.window)
        XCTAssertTrue(window.next === scene, "a scene window's next responder is its scene")
        XCTAssertTrue(scene.next === app)
    }

    func test_launchWithoutSceneDelegate_connectsNoScene() async {
        SceneLaunchTests.log = []
        let app = UIApplication.launch(delegate: AppDelegate())
        XCTAssertTrue(app.connectedScenes.isEmpty)
        XCTAssertEqual(SceneLaunchTests.log, ["didFinishLaunching options=nil"])
    }

    func test_delegateClassOtherThanTheLaunchedDelegate_isReported() async {
        final class OtherSceneDelegate: UIResponder, UIWindowSceneDelegate {}
        let app = UIApplication.launch(LaunchConfiguration(sceneDelegate: { OtherSceneDelegate() }), delegate: AppDelegate())
        XCTAssertEqual(app.runtimeIssues.count, 1)
        XCTAssertTrue("\(app.runtimeIssues)".contains("delegateClass is SceneDelegate"), "\(app.runtimeIssues)")
        XCTAssertTrue(app.connectedScenes.first?.delegate is OtherSceneDelegate)
    }

    func test_defaultConfiguration_hasTheSessionsRoleAndNoDelegateClass() async {
        final class MinimalAppDelegate: UIApplicationDelegate {
            func application(
                _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                true
            }
        }
        let app = UIApplication.launch(LaunchConfiguration(sceneDelegate: { SceneDelegate() }), delegate: MinimalAppDelegate())
        let scene = app.connectedScenes.first
        XCTAssertEqual(scene?.session.configuration.role, .windowApplication)
        XCTAssertNil(scene?.session.configuration.delegateClass)
        XCTAssertEqual(scene?.activationState, .foregroundActive)
        XCTAssertTrue(app.runtimeIssues.isEmpty, "\(app.runtimeIssues)")
    }

    func test_launchOptionsKeys_haveUIKitsRawValues() async {
        XCTAssertEqual(UIApplication.LaunchOptionsKey.url.rawValue, "UIApplicationLaunchOptionsURLKey")
        XCTAssertEqual(UIApplication.LaunchOptionsKey.remoteNotification.rawValue, "UIApplicationLaunchOptionsRemoteNotificationKey")
        XCTAssertEqual(UIScene.ActivationState.unattached.rawValue, -1)
        XCTAssertEqual(UISceneSession.Role.windowApplication.rawValue, "UIWindowSceneSessionRoleApplication")
        let options: [UIApplication.LaunchOptionsKey: Any] = [.sourceApplication: "com.example.mail"]
        XCTAssertEqual(options[.sourceApplication] as? String, "com.example.mail")
    }
}
