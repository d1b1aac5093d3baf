@testable import Kass
import XCTest

/// A scene-based app, shaped as iOS templates make one: the app delegate only answers the launch, the
/// scene delegate builds the window.
private final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = GreetingSceneDelegate.self
        return configuration
    }
}

private final class GreetingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let greeting = UIViewController()
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 300, height: 30))
        label.text = "Hello from a scene"
        label.accessibilityIdentifier = "scene.greeting"
        greeting.view.addSubview(label)
        window.rootViewController = greeting
        window.makeKeyAndVisible()
        self.window = window
    }
}

private final class GreetingScreen: KassScreen {
    lazy var greeting = text("scene.greeting")
    override var onLoad: [KassElement] { [greeting] }
}

/// `KassApp(sceneDelegate:)` launches a scene-based app: the scene delegate's window is the one the
/// test drives; without it the app has no window and the launch says so.
@MainActor
final class KassSceneAppTests: XCTestCase {
    private var capture: KassFailureCapture!
    private var session: KassSession!

    private func makeSession(sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)?) {
        capture = KassFailureCapture()
        var config = KassConfig()
        config.writesFailureArtifacts = false
        config.timeout = 1
        session = KassSession(
            app: KassApp(name: "Greeting", sceneDelegate: sceneDelegate) { SceneAppDelegate() },
            config: config,
            test: KassTestInfo(suite: "KassSceneAppTests", name: name),
            recorder: capture,
            reporters: []
        )
    }

    override func tearDown() async throws {
        session?.finish()
    }

    func test_sceneApp_launchesWithTheSceneDelegatesWindow() async {
        makeSession(sceneDelegate: { GreetingSceneDelegate() })
        session.launch()
        session.onScreen(GreetingScreen.self) { $0.greeting.assertText("Hello from a scene") }
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(session.application?.connectedScenes.count, 1)
        XCTAssertTrue(session.application?.keyWindow?.windowScene != nil, "the key window belongs to the connected scene")
    }

    func test_sceneApp_withoutItsSceneDelegate_failsTheLaunchForWantOfAWindow() async {
        makeSession(sceneDelegate: nil)
        session.launch()
        XCTAssertEqual(capture.messages.count, 1, "\(capture.messages)")
        let message = capture.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix(
            "Kass: launch failed: Greeting has no key window after launch: its app delegate configures scenes with "
                + "GreetingSceneDelegate, but the KassApp was given no scene delegate"
        ), message)
        XCTAssertTrue(message.contains("sceneDelegate: { GreetingSceneDelegate() }"), message)
        XCTAssertEqual(session.application?.connectedScenes.count, 0, "asking the app delegate connects no scene")
    }
}
