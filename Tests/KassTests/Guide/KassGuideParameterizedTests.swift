import Foundation
import HeadlessUITestSupport
import Kass
import XCTest

// The examples of Guide/Kass/Parameterized.md, each ```swift block line for line.

@MainActor
final class KassGuideParameterizedTests: KassGuideCapturingTestCase {
    override class var app: KassApp? { .login }

    func test_guide_emails() async throws {
        let log = KassGuideEventLog()
        let junit = KassJUnitReporter(resultsDirectory: resultsDirectory)
        reporters = [log, junit]
        launch()
        parameterized(["test@example.com", "TEST@example.com"], name: { "email \($0)" }) { email in
            relaunch()
            onScreen(LoginScreen.self) { login in
                login.email.typeText(email)
                login.password.typeText("secret")
                login.loginButton.tap()
            }
            onScreen(HomeScreen.self) { $0.welcome.assertVisible() }
        }
        step("After the cases") {}
        kass.finish()
        XCTAssertEqual(capture.messages, ["""
        Kass: text "home.welcome" — assertVisible failed: no text matches "home.welcome"
          ↳ case: 'email TEST@example.com'
          ↳ state: not in the hierarchy (36 elements on screen)
          ↳ hint: check the identifier, or make sure the screen that shows it is displayed
        """])
        var recorder = KassStepTreeRecorder()
        let tree = try XCTUnwrap(log.events.compactMap { recorder.record($0) }.first)
        let lines = KassConsoleReporter.report(for: tree, gitHubAnnotations: false).split(separator: "\n").map(String.init)
            .map { $0.replacingOccurrences(of: #"wall \d+\.\d+s"#, with: "wall *", options: .regularExpression) }
        XCTAssertEqual(lines.joined(separator: "\n"), """
        ✗ KassGuideParameterizedTests.test_guide_emails (app 15.15s, wall *)
          ✓ Launch Login (app 0.02s, wall *)
          ✗ parameterized (2 cases) (app 15.13s, wall *)
            1 of 2 cases failed: 'email TEST@example.com'
            ✓ email test@example.com (app 2.02s, wall *)
              ✓ Relaunch Login (app 0.02s, wall *)
              ✓ On LoginScreen (app 1.50s, wall *)
                ✓ typeText('test@example.com') text field "login.email" (app 1.10s, wall *)
                ✓ typeText('secret') secure text field "login.password" (app 0.35s, wall *)
                ✓ tap button "login.submit" (app 0.05s, wall *)
              ✓ On HomeScreen (app 0.50s, wall *)
                ✓ assertVisible text "home.welcome" (app 0.50s, wall *)
            ✗ email TEST@example.com (app 13.12s, wall *)
              ✓ Relaunch Login (app 0.02s, wall *)
              ✓ On LoginScreen (app 3.10s, wall *)
                ✓ typeText('TEST@example.com') text field "login.email" (app 2.70s, wall *)
                ✓ typeText('secret') secure text field "login.password" (app 0.35s, wall *)
                ✓ tap button "login.submit" (app 0.05s, wall *)
              ✗ On HomeScreen (app 10.00s, wall *)
                ✗ assertVisible text "home.welcome" (app 10.00s, wall *)
                  Kass: text "home.welcome" — assertVisible failed: no text matches "home.welcome"
                    ↳ case: 'email TEST@example.com'
                    ↳ state: not in the hierarchy (36 elements on screen)
                    ↳ hint: check the identifier, or make sure the screen that shows it is displayed
          ✓ After the cases (app 0.00s, wall *)
        """)
        XCTAssertEqual(KassJUnitDocument.testCases(for: tree).map { "\($0.name) \($0.status)" }, [
            "test_guide_emails failed",
            "test_guide_emails[email test@example.com] passed",
            "test_guide_emails[email TEST@example.com] failed",
        ])
        XCTAssertTrue(junit.xml.contains("name=\"test_guide_emails[email TEST@example.com]\""))
    }

    func test_guide_descriptionNames() async {
        let log = KassGuideEventLog()
        reporters = [log]
        testApp = .ticker
        launch()
        onScreen(TickerScreen.self) { ticker in
            parameterized(["ticker.symbol", "ticker.price", "ticker.quantity"]) { identifier in
                ticker.text(identifier).assertVisible()
            }
        }
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(
            log.finishedSteps.filter { $0.name.hasPrefix("ticker.") }.map(\.name), ["ticker.symbol", "ticker.price", "ticker.quantity"]
        )
    }

    func test_guide_everyExampleIsRunHere() async throws {
        try GuideExampleChecker.assertEveryExampleIsRun(guide: "Guide/Kass/Parameterized.md", by: #filePath, minimumBlocks: 2)
    }
}
