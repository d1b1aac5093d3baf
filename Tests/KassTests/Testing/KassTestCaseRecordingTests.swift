import Foundation
@testable import Kass
import XCTest

#if !canImport(ObjectiveC)
/// A KassTestCase whose XCTest failures are kept instead of reported, to check how the DSL records
/// into XCTest (message, file and line of the DSL call).
final class RecordingLoginCase: KassTestCase {
    override class var app: KassApp? { KassApp(name: "Login") { LoginFixture() } }
    nonisolated(unsafe) var recorded: [(message: String, file: String, line: Int)] = []

    nonisolated override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        recorded.append((description, filePath, lineNumber))
    }
}

/// A KassTestCase that declares no app.
final class UndeclaredAppCase: KassTestCase {
    nonisolated(unsafe) var recorded: [String] = []

    nonisolated override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        recorded.append(description)
    }
}

/// `KassTestCase` records failures as XCTest failures at the line of the DSL call.
@MainActor
final class KassTestCaseRecordingTests: XCTestCase {
    func test_failure_isRecordedAtTheLineOfTheDSLCall() async {
        let testCase = RecordingLoginCase(name: "RecordingLoginCase.test_login", testClosure: { _ in })
        testCase.config.timeout = 0.5
        testCase.config.writesFailureArtifacts = false
        testCase.config.reporting = KassReportingOptions()
        testCase.config.reporting.console = false
        testCase.config.reporting.junit = false
        testCase.config.reporting.allure = false
        testCase.launch()
        testCase.onScreen(AnyScreen.self) { screen in
            screen.textField("login.email").typeText("test@example.com")
            screen.button("login.sumbit").tap(); let failingLine = #line
            XCTAssertEqual(testCase.recorded.first?.line, failingLine)
        }
        testCase.kass.finish()
        XCTAssertEqual(testCase.recorded.count, 1)
        XCTAssertEqual(testCase.recorded.first?.file, #filePath)
        XCTAssertTrue(testCase.recorded.first?.message.hasPrefix(
            "Kass: button \"login.sumbit\" — tap failed: no button matches \"login.sumbit\""
        ) == true)
        XCTAssertTrue(testCase.recorded.first?.message.contains("did you mean: 'login.submit'") == true)
        XCTAssertEqual(testCase.kass.test.name, "test_login")
    }

    func test_undeclaredApp_failsTheLaunchWithTheFix() async {
        let testCase = UndeclaredAppCase(name: "UndeclaredAppCase.test_x", testClosure: { _ in })
        testCase.config.reporting.console = false
        testCase.config.reporting.junit = false
        testCase.config.reporting.allure = false
        testCase.launch()
        testCase.kass.finish()
        XCTAssertEqual(testCase.recorded, [
            "Kass: launch failed: no app under test is declared\n  ↳ hint: declare the app under test in UndeclaredAppCase: override "
                + "class var app: KassApp? { KassApp(name: ...) { MyAppDelegate() } }",
        ])
    }
}
#endif

/// The DSL as a test reads in a KassTestCase (the login example), green.
final class KassLoginExampleTests: KassTestCase {
    override class var app: KassApp? { KassApp(name: "Login") { LoginFixture() } }

    override func setUp() async throws {
        config.reporting.console = false
        config.reporting.junit = false
        config.reporting.allure = false
    }

    func test_login() async {
        launch()
        onScreen(LoginScreen.self) { login in
            login.email.typeText("test@example.com")
            login.password.typeText("secret")
            login.loginButton.tap()
        }
        onScreen(HomeScreen.self) { $0.welcome.assertVisible() }
        XCTAssertFalse(kass.hasFailed)
    }
}
