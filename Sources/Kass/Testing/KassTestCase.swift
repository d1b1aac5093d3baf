import Foundation
import Hammer
import XCTest

/// The XCTest base class of Kass tests: declares the app under test once, gives each test a fresh
/// ``KassSession`` (failures become XCTest failures at the line of the DSL call), and forwards the
/// DSL (`launch`, `onScreen`, `step`, combinators) to it.
///
/// ```swift
/// final class LoginTests: KassTestCase {
///     override class var app: KassApp? { .login }
///
///     func test_login() async {
///         launch()
///         onScreen(LoginScreen.self) { login in
///             login.email.typeText("test@example.com")
///             login.loginButton.tap()
///         }
///         onScreen(HomeScreen.self) { $0.welcome.assertVisible() }
///     }
/// }
/// ```
///
/// On Linux, XCTest needs `@MainActor` test methods to be `async`; the DSL itself is synchronous.
@MainActor
open class KassTestCase: XCTestCase {
    /// The app under test. Override it once per test class.
    open class var app: KassApp? { nil }

    /// This test's configuration (set it in `setUp` or at the start of a test).
    public var config = KassConfig() {
        didSet { sessionStorage?.config = config }
    }

    private var sessionStorage: KassSession?

    /// This test's session, created on first use.
    public var kass: KassSession {
        if let sessionStorage { return sessionStorage }
        let suite = String(describing: Swift.type(of: self))
        let session = KassSession(
            app: Self.app ?? Self.undeclaredApp(suite: suite), config: config,
            test: KassTestInfo(suite: suite, name: Self.testName(from: name)),
            recorder: XCTestFailureRecorder(testCase: self)
        )
        sessionStorage = session
        return session
    }

    /// Ends the test's session (reports, flakes, app termination).
    open override func tearDown() async throws {
        sessionStorage?.finish()
        sessionStorage = nil
    }

    /// `test_login` from XCTest's `name` (`LoginTests.test_login`, `-[LoginTests test_login]`).
    static func testName(from name: String) -> String {
        var text = name
        if text.hasPrefix("-["), text.hasSuffix("]") {
            text = String(text.dropFirst(2).dropLast())
            return String(text.split(separator: " ").last ?? Substring(text))
        }
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        if text.hasSuffix("()") { text = String(text.dropLast(2)) }
        return text
    }

    /// An app whose launch fails with the fix, for test classes that forgot to declare theirs.
    private static func undeclaredApp(suite: String) -> KassApp {
        var app = KassApp(name: "(no app declared)") { KassUndeclaredAppDelegate() }
        app.undeclaredFix = "declare the app under test in \(suite): "
            + "override class var app: KassApp? { KassApp(name: ...) { MyAppDelegate() } }"
        return app
    }

    // MARK: The DSL

    /// Launches a fresh instance of the app (see ``KassSession/launch(arguments:environment:file:line:)``).
    public func launch(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) {
        kass.launch(arguments: arguments, environment: environment, file: file, line: line)
    }

    /// Terminates and launches the app again (see ``KassSession/relaunch(arguments:environment:file:line:)``).
    public func relaunch(
        arguments: [String]? = nil, environment: [String: String]? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        kass.relaunch(arguments: arguments, environment: environment, file: file, line: line)
    }

    /// Runs `body` on screen `S` after its `onLoad` elements are present (a step named "On S").
    public func onScreen<S: KassScreen>(_ type: S.Type, file: StaticString = #filePath, line: UInt = #line, _ body: (S) -> Void) {
        kass.onScreen(type, file: file, line: line, body)
    }

    /// Screen `S` without a step or `onLoad` check.
    public func screen<S: KassScreen>(_ type: S.Type) -> S { kass.screen(type) }

    /// Runs `body` as a custom step.
    public func step(_ name: String, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        kass.step(name, file: file, line: line, body)
    }
}

/// The delegate of an app a test class did not declare: it builds no window, so `launch()` fails
/// with the fix.
@MainActor
final class KassUndeclaredAppDelegate: UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
}
