import Foundation
import HeadlessUITestSupport
import Kass
import XCTest

// The examples of Guide/Kass/Reports.md, each ```swift block line for line.

@MainActor
final class FailureCounter: KassReporter {
    private(set) var failures = 0
    private(set) var steps = 0

    func handle(_ event: KassEvent) {
        switch event {
        case .issue: failures += 1
        case .stepFinished: steps += 1
        default: break
        }
    }
}

@MainActor
final class KassGuideReportsTests: KassGuideCapturingTestCase {
    override class var app: KassApp? { .login }

    /// Stable text for a report: wall times, step numbers and source lines vary between runs.
    private func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: #"wall \d+\.\d+s"#, with: "wall *", options: .regularExpression)
            .replacingOccurrences(of: #"step-\d+"#, with: "step-N", options: .regularExpression)
            .replacingOccurrences(of: #"line=\d+"#, with: "line=N", options: .regularExpression)
            .replacingOccurrences(of: resultsDirectory.path, with: "<results>")
            .replacingOccurrences(of: #filePath, with: "<test file>")
    }

    func test_guide_consoleReportAndArtifacts() async throws {
        var printed = ""
        let console = KassConsoleReporter(environment: ["GITHUB_ACTIONS": "true"]) { printed += $0 }
        let failures = KassFailureCapture()
        var config = KassConfig()
        config.resultsDirectory = resultsDirectory
        let kass = KassSession(
            app: .login,
            config: config,
            test: KassTestInfo(suite: "LoginTests", name: "test_label"),
            recorder: failures,
            reporters: [console]
        )
        kass.launch()
        kass.onScreen(LoginScreen.self) { $0.loginButton.within(timeout: 1).assertLabel("Sign In") }
        kass.finish()
        XCTAssertEqual(normalized(printed), """
        ✗ LoginTests.test_label (app 1.02s, wall *)
          ✓ Launch Login (app 0.02s, wall *)
          ✗ On LoginScreen (app 1.00s, wall *)
            ✗ assertLabel('Sign In') button "login.submit" (app 1.00s, wall *)
              Kass: button "login.submit" — assertLabel('Sign In') failed: its label is 'Log In', expected 'Sign In'
                ↳ state: button "Log In" #login.submit, at (20, 243, 353, 29.67), visible, enabled, hittable
              attachment failure screenshot: <results>/LoginTests/test_label/step-N-screenshot.png
              attachment hierarchy: <results>/LoginTests/test_label/step-N-hierarchy.txt
              attachment diagnostics: <results>/LoginTests/test_label/step-N-diagnostics.json
        ::error file=<test file>,line=N,title=LoginTests.test_label::Kass: button "login.submit" — assertLabel('Sign In') failed: its \
        label is 'Log In', expected 'Sign In'%0A  ↳ state: button "Log In" #login.submit, at (20, 243, 353, 29.67), visible, enabled, \
        hittable

        """)
        let folder = resultsDirectory.appendingPathComponent("LoginTests/test_label")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map(normalized)
        XCTAssertEqual(files, ["step-N-diagnostics.json", "step-N-hierarchy.txt", "step-N-screenshot.png"])
        let diagnosticsFile = try XCTUnwrap(
            FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix("diagnostics.json") }
        )
        let diagnostics = try JSONDecoder().decode(
            KassFailureDiagnostics.self, from: Data(contentsOf: folder.appendingPathComponent(diagnosticsFile))
        )
        XCTAssertEqual(diagnostics.message, failures.messages.first)
        XCTAssertEqual(diagnostics.diagnostics["device"], "iPhone")
        XCTAssertEqual(diagnostics.artifactProblems, [])
    }

    func test_guide_defaultReporters() async throws {
        var config = KassConfig()
        config.resultsDirectory = resultsDirectory
        config.reporting.console = false
        let kass = KassSession(
            app: .login, config: config, test: KassTestInfo(suite: "LoginSuite", name: "login"), recorder: KassFailureCapture()
        )
        kass.launch()
        kass.onScreen(LoginScreen.self) { $0.email.typeText("test@example.com") }
        kass.finish()
        let junit = try String(contentsOf: resultsDirectory.appendingPathComponent("junit.xml"), encoding: .utf8)
        let allure = try FileManager.default.contentsOfDirectory(atPath: resultsDirectory.appendingPathComponent("allure-results").path)
        XCTAssertTrue(junit.contains("<testcase classname=\"LoginSuite\" name=\"login\""), junit)
        XCTAssertEqual(allure.filter { $0.hasSuffix("-result.json") }.count, 1)
    }

    func test_guide_customReporter() async {
        let counter = FailureCounter()
        kass.addReporter(counter)
        launch()
        onScreen(LoginScreen.self) { login in
            login.loginButton.within(timeout: 1).assertLabel("Sign In")
        }
        XCTAssertEqual(counter.failures, 1)
        XCTAssertEqual(counter.steps, 3)
    }

    func test_guide_failureMessage() async {
        let failure = KassFailure(
            element: "button \"login.submit\"", action: "tap", reason: .disabled,
            state: "button \"Log In\" #login.submit, visible, disabled, hittable"
        )
        XCTAssertEqual(failure.kind, .appDefect)
        XCTAssertEqual(failure.hint, "wait for the app to enable it, or check what enables it")
        XCTAssertEqual(failure.summary, "Kass: button \"login.submit\" — tap failed: it is disabled")
        XCTAssertEqual(failure.message, """
        Kass: button "login.submit" — tap failed: it is disabled
          ↳ state: button "Log In" #login.submit, visible, disabled, hittable
          ↳ hint: wait for the app to enable it, or check what enables it
        """)
    }

    func test_guide_everyExampleIsRunHere() async throws {
        try GuideExampleChecker.assertEveryExampleIsRun(guide: "Guide/Kass/Reports.md", by: #filePath, minimumBlocks: 4)
    }
}
