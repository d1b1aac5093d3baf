import Foundation
@testable import Kass
import XCTest

@MainActor
final class KassConsoleReporterTests: XCTestCase {
    /// Golden output of `KassEventScript.login()` (file, line and escapes exactly as printed).
    static let loginGolden = """
        ✗ LoginTests.test_login (app 2.50s, wall 0.12s)
          ✓ launch (app 0.00s, wall 0.01s)
          ✗ On LoginScreen (app 2.50s, wall 0.10s)
            ✓ typeText "test@example.com" into "login.email" (app 0.50s, wall 0.02s, 2 attempts)
            ✗ tap "login.submit" (app 2.00s, wall 0.05s, 3 attempts)
              Kass: button "login.submit" — tap failed: covered by UIView #overlay
              ↳ state: visible, enabled, not hittable
              ↳ hint: dismiss the overlay first
              attachment failure screenshot: /results/LoginTests/test_login/step-4-screenshot.png
              attachment hierarchy: /results/LoginTests/test_login/step-4-hierarchy.txt
          – On HomeScreen (skipped)
          Possible flakes (passed only after retries):
            - typeText "test@example.com" into "login.email" (2 attempts)

        """

    /// The annotation line GitHub Actions receives for the login failure.
    static let loginAnnotation = "::error file=/src/Tests.swift,line=14,title=LoginTests.test_login::"
        + "Kass: button \"login.submit\" — tap failed: covered by UIView #overlay%0A"
        + "↳ state: visible, enabled, not hittable%0A↳ hint: dismiss the overlay first\n"

    private func run(_ script: KassEventScript, environment: [String: String] = [:]) -> [String] {
        var chunks: [String] = []
        let reporter = KassConsoleReporter(environment: environment) { chunks.append($0) }
        for event in script.events { reporter.handle(event) }
        return chunks
    }

    func test_console_printsTheLoginTreeExactly() async {
        XCTAssertEqual(run(.login()), [Self.loginGolden])
    }

    func test_console_addsGitHubAnnotationsOnGitHubActions() async {
        XCTAssertEqual(run(.login(), environment: ["GITHUB_ACTIONS": "true"]), [Self.loginGolden + Self.loginAnnotation])
    }

    func test_console_printsNothingBeforeTheTestFinishes() async {
        let events = KassEventScript.login().events
        var chunks: [String] = []
        let reporter = KassConsoleReporter(environment: [:]) { chunks.append($0) }
        for event in events.dropLast() { reporter.handle(event) }
        XCTAssertTrue(chunks.isEmpty)
    }

    func test_console_printsAPassingTestWithoutAFlakesSection() async {
        XCTAssertEqual(run(.passing(suite: "A", name: "test_ok")), [
            "✓ A.test_ok (app 0.20s, wall 0.02s)\n  ✓ tap \"ok\" (app 0.20s, wall 0.01s)\n",
        ])
    }

    func test_console_printsIssuesOutsideStepsUnderTheHeader() async {
        var script = KassEventScript()
        script.startTest(suite: "A", name: "t")
        script.issue(nil, "Kass: launch failed\n↳ no app")
        script.finishTest(.failed, wall: 0, app: 0)
        XCTAssertEqual(run(script), ["✗ A.t (app 0.00s, wall 0.00s)\n  Kass: launch failed\n  ↳ no app\n"])
    }

    func test_annotations_escapePercentAndLineBreaksInTheMessage() async {
        let line = KassGitHubAnnotations.error(file: "/a,b:c.swift", line: 3, title: "S.t", message: "100%\r\nsure")
        XCTAssertEqual(line, "::error file=/a%2Cb%3Ac.swift,line=3,title=S.t::100%25%0D%0Asure")
    }

    func test_annotations_fallBackToTheTestLocationWithoutIssues() async {
        var script = KassEventScript()
        script.startTest(suite: "A", name: "t", file: "/src/A.swift", line: 7)
        let step = script.begin("step")
        script.end(step, .failed, message: "broke")
        script.finishTest(.failed, wall: 0, app: 0)
        XCTAssertEqual(KassGitHubAnnotations.lines(for: script.tree), ["::error file=/src/A.swift,line=7,title=A.t::broke"])
    }

    func test_annotations_areOnlyEmittedWhenGitHubActionsIsTrue() async {
        XCTAssertFalse(KassConsoleReporter(environment: ["GITHUB_ACTIONS": "false"]) { _ in }.emitsGitHubAnnotations)
        XCTAssertTrue(KassConsoleReporter(environment: ["GITHUB_ACTIONS": "true"]) { _ in }.emitsGitHubAnnotations)
    }
}
