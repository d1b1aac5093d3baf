import Foundation
import HeadlessUITestSupport
import Kass
import XCTest

// The examples of Guide/Kass/Configuration.md, each ```swift block line for line.

@MainActor
final class ActionLog {
    var lines: [String] = []
}

@MainActor
final class KassGuideConfigurationTests: KassGuideCapturingTestCase {
    override class var app: KassApp? { .login }

    func test_guide_defaults() async {
        let config = KassConfig()
        XCTAssertEqual(config.timeout, 10)
        XCTAssertEqual(config.preconditions, KassPreconditions())
        XCTAssertTrue(config.readBack)
        XCTAssertEqual(config.readBackSettle, 0.25)
        XCTAssertEqual(config.typing, .softwareKeyboard)
        XCTAssertEqual(config.stabilityFrames, 2)
        XCTAssertEqual(config.maximumScrollSwipes, 30)
        XCTAssertEqual(config.rapidTapRate, 10)
        XCTAssertTrue(config.writesFailureArtifacts)
        XCTAssertEqual(config.screenshotScale, 1)
        XCTAssertEqual(config.reporting, KassReportingOptions())
        XCTAssertTrue(config.reportsPossibleFlakes)
        XCTAssertTrue(config.interceptors.isEmpty)
        XCTAssertTrue(config.failsOnRuntimeIssues)
        XCTAssertEqual(KassConfig.defaultResultsDirectory(environment: ["KASS_RESULTS_DIR": "/tmp/results"]).path, "/tmp/results")
        XCTAssertTrue(KassConfig.defaultResultsDirectory(environment: [:]).path.hasSuffix("/.build/kass-results"))
    }

    func test_guide_perTest() async {
        config.timeout = 5
        config.preconditions.requireStable = false
        config.typing = .hardwareKeyboard
        launch()
        onScreen(LoginScreen.self) { login in
            login.email.typeText("test@example.com")
            login.password.typeText("secret")
            login.loginButton.tap()
        }
        onScreen(HomeScreen.self) { $0.welcome.assertVisible() }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_withKass() async {
        launch()
        let start = kass.appTime
        var impatient = config
        impatient.timeout = 1
        withKass(impatient) {
            screen(LoginScreen.self).error.assertVisible()
        }
        XCTAssertEqual(kass.appTime - start, 1, accuracy: 0.05)
        XCTAssertEqual(summaries, ["Kass: text \"login.error\" — assertVisible failed: no text matches \"login.error\""])
    }

    func test_guide_readBackOff() async {
        testApp = KassApp(name: "Amounts") { ManglingFormatterFixture() }
        config.timeout = 1
        launch()
        config.readBack = false
        screen(AmountsScreen.self).amount.replaceText("179.00")
        screen(AmountsScreen.self).amount.assertText("179.00")
        XCTAssertEqual(capture.messages, ["""
        Kass: text field "amount.stale" — assertText('179.00') failed: its text is '179.00189.07', expected '179.00'
          ↳ state: textField #amount.stale, at (20, 107, 353, 44), value '179.00189.07', visible, enabled, focused, hittable
        """])
    }

    func test_guide_readBackSettleOff() async {
        testApp = KassApp(name: "Controls") { ControlsFixture() }
        launch()
        config.readBackSettle = 0
        screen(BluetoothScreen.self).bluetooth.setSwitch(on: true)
        screen(BluetoothScreen.self).bluetooth.assertUnchanged(for: 1)
        XCTAssertEqual(capture.messages, ["""
        Kass: switch "controls.flakySwitch" — assertUnchanged(for: 1.0) failed: it changed from '1' to '0' after 0.2 s
          ↳ state: switch #controls.flakySwitch, at (186, 337, 51, 31), value '0', visible, enabled, hittable
          ↳ hint: the value must not move during the window; check what updates it
        """])
    }

    func test_guide_firstMatch() async {
        testApp = .invoices
        launch()
        config.preconditions.requireUniqueMatch = false
        onScreen(InvoicesScreen.self) { invoices in
            invoices.button("duplicates.delete").tap()
            invoices.status.assertText("Deleted Invoice A")
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_interceptor() async {
        let log = ActionLog()
        config.interceptors.append(KassInterceptor(name: "log") { action, proceed in
            log.lines.append("→ \(action.name) \(action.element)")
            proceed()
        })
        launch()
        onScreen(LoginScreen.self) { login in
            login.email.typeText("test@example.com")
            login.loginButton.assertEnabled()
        }
        XCTAssertEqual(log.lines, [
            "→ typeText('test@example.com') text field \"login.email\"",
            "→ assertEnabled button \"login.submit\"",
        ])
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_interceptorThatSkips() async {
        config.interceptors.append(KassInterceptor(name: "read-only") { action, proceed in
            if !action.name.hasPrefix("tap") { proceed() }
        })
        launch()
        onScreen(LoginScreen.self) { login in
            login.loginButton.assertEnabled()
            login.loginButton.tap()
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: button "login.submit" — tap failed: interceptor 'read-only' did not call proceed()
          ↳ hint: an interceptor must call proceed() exactly once to run the action
        """])
    }

    func test_guide_everyExampleIsRunHere() async throws {
        try GuideExampleChecker.assertEveryExampleIsRun(guide: "Guide/Kass/Configuration.md", by: #filePath, minimumBlocks: 6)
    }
}
