@testable import Kass
import XCTest

/// The DSL end to end on a small login app, with failures captured so both paths are checked.
@MainActor
final class KassSessionLoginTests: XCTestCase {
    private var capture: KassFailureCapture!
    private var session: KassSession!

    override func setUp() async throws {
        capture = KassFailureCapture()
        var config = KassConfig()
        config.writesFailureArtifacts = false
        session = KassSession(
            app: KassApp(name: "Login") { LoginFixture() },
            config: config,
            test: KassTestInfo(suite: "KassSessionLoginTests", name: name),
            recorder: capture,
            reporters: []
        )
    }

    override func tearDown() async throws {
        session.finish()
    }

    func test_login_greenPathTypesTapsAndSeesTheWelcome() async {
        session.launch()
        session.onScreen(LoginScreen.self) { login in
            login.email.typeText("test@example.com")
            login.password.typeText("secret")
            login.loginButton.tap()
        }
        session.onScreen(HomeScreen.self) { $0.welcome.assertVisible() }
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(session.screen(LoginScreen.self).email.readText(), "test@example.com")
    }

    func test_assertVisible_failsWithTheReasonAfterTheBudgetOfAppTime() async {
        session.config.timeout = 3
        session.launch()
        let start = session.appTime
        session.onScreen(HomeScreen.self) { $0.welcome.assertVisible() }
        XCTAssertEqual(session.appTime - start, 3, accuracy: 0.05)
        XCTAssertEqual(capture.messages.count, 1)
        // Hidden views are not in the accessibility tree (as on iOS): the label is simply not found.
        XCTAssertEqual(
            capture.messages[0].split(separator: "\n").first,
            "Kass: text \"home.welcome\" — assertVisible failed: no text matches \"home.welcome\""
        )
    }

    func test_onScreen_failsNamingTheMissingElementAndSkipsTheBlock() async {
        session.config.timeout = 1
        session.launch()
        var ran = false
        final class Wrong: KassScreen {
            lazy var title = text("login.titel")
            override var onLoad: [KassElement] { [title] }
        }
        session.onScreen(Wrong.self) { _ in ran = true }
        XCTAssertFalse(ran)
        XCTAssertEqual(capture.messages.count, 1)
        let lines = capture.messages[0].split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Kass: Wrong — onLoad failed: text \"login.titel\" is not present")
    }

    func test_failure_skipsTheRestOfTheTest() async {
        session.config.timeout = 0.5
        session.launch()
        session.onScreen(LoginScreen.self) { login in
            login.element("missing").tap()
            login.email.typeText("never typed")
        }
        XCTAssertEqual(capture.messages.count, 1)
        // Read the field from the app itself (the session's own reads are skipped after a failure).
        let field = session.generator?.takeSnapshot().nodes.first { $0.identifier == "login.email" }
        let text = (field?.object as? UITextField)?.text
        XCTAssertEqual(text, "")
    }
}
