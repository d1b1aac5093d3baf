import Foundation
import HeadlessUI
import HeadlessUITestSupport
import Kass
import Testing
import XCTest

// The examples of Guide/Kass/GettingStarted.md. Each ```swift block of the page appears here line for
// line (checked by `test_guide_everyExampleIsRunHere`). The declarations below are the page's own.

final class LoginAppDelegate: UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: LoginViewController())
        window?.makeKeyAndVisible()
        return true
    }
}

extension KassApp {
    static let login = KassApp(name: "Login") { LoginFixture() }
}

final class LoginScreen: KassScreen {
    lazy var email = textField("login.email")
    lazy var password = secureTextField("login.password")
    lazy var loginButton = button("login.submit")
    lazy var error = text("login.error")
    override var onLoad: [KassElement] { [email, loginButton] }
}

final class HomeScreen: KassScreen {
    lazy var welcome = text("home.welcome")
}

final class LoginTests: KassTestCase {
    override class var app: KassApp? { .login }

    func test_login_showsTheWelcome() async {
        launch()
        onScreen(LoginScreen.self) { login in
            login.email.typeText("test@example.com")
            login.password.typeText("secret")
            login.loginButton.tap()
        }
        onScreen(HomeScreen.self) { home in
            home.welcome.assertText("Welcome!")
        }
    }
}

final class LaunchEchoScreen: KassScreen {
    lazy var arguments = text("launch.arguments")
    lazy var environment = text("launch.environment")
}

/// The page's Swift Testing example: `.kass` makes its tests take turns with other UI suites.
@Suite(.serialized, .kass) @MainActor struct LoginSuite {
    @Test func login() {
        let kass = KassSession(app: .login)
        defer { kass.finish() }
        kass.launch()
        kass.onScreen(LoginScreen.self) { login in
            login.email.typeText("test@example.com")
            login.password.typeText("secret")
            login.loginButton.tap()
        }
        kass.onScreen(HomeScreen.self) { $0.welcome.assertVisible() }
    }
}

extension KassApp {
    /// An app showing its launch arguments (`launch.arguments`) and environment (`launch.environment`,
    /// `KEY=VALUE` pairs sorted by key) in two labels.
    static let launchEcho = KassApp(name: "LaunchEcho") {
        ClosureApp { root, application in
            makeLabel(
                "launch.arguments",
                text: application.launchArguments.joined(separator: " "),
                frame: CGRect(x: 20, y: 100, width: 350, height: 30),
                in: root.view
            )
            let environment = application.launchEnvironment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            makeLabel(
                "launch.environment",
                text: environment.joined(separator: " "),
                frame: CGRect(x: 20, y: 140, width: 350, height: 30),
                in: root.view
            )
        }
    }
}

/// Runs the page's green examples in a real `KassTestCase` (failures would fail the test). The page's
/// `LoginTests` and `LoginSuite` run as tests of their own.
@MainActor
final class KassGuideGettingStartedTests: KassTestCase {
    override class var app: KassApp? { .login }

    func test_guide_steps() async {
        launch()
        step("Sign in") {
            onScreen(LoginScreen.self) { login in
                login.email.typeText("test@example.com")
                login.password.typeText("secret")
                login.loginButton.tap()
            }
        }
        step("See the home screen") {
            screen(HomeScreen.self).welcome.assertVisible()
        }
        XCTAssertFalse(kass.hasFailed)
    }

    func test_guide_launchEnvironmentParsing() async throws {
        let additions = try KassLaunchEnvironment(variables: [
            "KASS_LAUNCH_ARGUMENTS": "-ChaosBankDefects \"transfer.double-submit,card.cvv-visible\"",
            "KASS_LAUNCH_ENVIRONMENT": "LOCALE=de_DE",
        ])
        XCTAssertEqual(additions.arguments, ["-ChaosBankDefects", "transfer.double-submit,card.cvv-visible"])
        XCTAssertEqual(additions.environment, ["LOCALE": "de_DE"])
    }

    func test_guide_launchEnvironmentErrorsSayTheFix() async {
        XCTAssertThrowsError(try KassLaunchEnvironment(variables: ["KASS_LAUNCH_ENVIRONMENT": "LOCALE"])) { error in
            XCTAssertEqual("\(error)", "KASS_LAUNCH_ENVIRONMENT has 'LOCALE', which is not KEY=VALUE. Write each variable as KEY=VALUE, "
                + "separated by spaces (quote values that contain spaces).")
        }
    }

    func test_guide_everyExampleIsRunHere() async throws {
        try GuideExampleChecker.assertEveryExampleIsRun(guide: "Guide/Kass/GettingStarted.md", by: #filePath, minimumBlocks: 8)
    }
}

/// The launch examples, on the app that echoes its launch arguments.
@MainActor
final class KassGuideLaunchTests: KassTestCase {
    override class var app: KassApp? { .launchEcho }

    func test_guide_launchAndRelaunch() async {
        launch(arguments: ["-SkipOnboarding"], environment: ["LOCALE": "de_DE"])
        onScreen(LaunchEchoScreen.self) { echo in
            echo.arguments.assertText("-SkipOnboarding")
            echo.environment.assertText("LOCALE=de_DE")
        }
        relaunch(arguments: ["-ShowOnboarding"])
        onScreen(LaunchEchoScreen.self) { echo in
            echo.arguments.assertText("-ShowOnboarding")
            echo.environment.assertText("LOCALE=de_DE")
        }
        XCTAssertFalse(kass.hasFailed)
    }
}

/// The page's failing example, with its exact message.
@MainActor
final class KassGuideGettingStartedFailureTests: KassGuideCapturingTestCase {
    override class var app: KassApp? { .login }

    func test_guide_wrongPasswordFailsOnTheHomeScreen() async {
        launch()
        onScreen(LoginScreen.self) { login in
            login.email.typeText("test@example.com")
            login.password.typeText("wrong")
            login.loginButton.tap()
        }
        onScreen(HomeScreen.self) { $0.welcome.assertVisible() }
        XCTAssertEqual(capture.messages, ["""
        Kass: text "home.welcome" — assertVisible failed: no text matches "home.welcome"
          ↳ state: not in the hierarchy (36 elements on screen)
          ↳ hint: check the identifier, or make sure the screen that shows it is displayed
        """])
    }
}

/// The Guide's app delegate launches the login screen.
@MainActor
final class KassGuideAppDelegateTests: KassTestCase {
    override class var app: KassApp? { KassApp(name: "Login") { LoginAppDelegate() } }

    func test_guide_appDelegateLaunchesTheLoginScreen() async {
        launch()
        onScreen(LoginScreen.self) { $0.email.assertVisible() }
    }
}
