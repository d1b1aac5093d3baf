import Foundation
import HeadlessUITestSupport
import Kass
import XCTest

// The examples of Guide/Kass/Combinators.md, each ```swift block line for line.

final class SyncScreen: KassScreen {
    lazy var syncButton = button("sync.button")
    lazy var status = text("sync.status")
}

extension KassApp {
    /// A "Sync" button (`sync.button`) whose first sync fails and whose next ones succeed: 0.5 s
    /// after a tap, `sync.status` reads "Failed, try again", then "Synced" ("Not synced" at launch,
    /// "Syncing…" meanwhile).
    static let sync = KassApp(name: "Sync") {
        ClosureApp { root, application in
            let status = makeLabel("sync.status", text: "Not synced", frame: CGRect(x: 20, y: 160, width: 350, height: 30), in: root.view)
            var attempts = 0
            _ = makeButton("sync.button", title: "Sync", frame: CGRect(x: 20, y: 100, width: 160, height: 44), in: root.view) {
                attempts += 1
                let succeeds = attempts > 1
                status.text = "Syncing…"
                application.scheduler.schedule(after: 0.5, label: "sync") { status.text = succeeds ? "Synced" : "Failed, try again" }
            }
        }
    }
}

final class SaveScreen: KassScreen {
    lazy var saveButton = button("save.button")
    lazy var status = text("save.status")
}

extension KassApp {
    /// A "Save" button (`save.button`) that writes "Saved" in `save.status` at once: no request.
    static let instantSave = KassApp(name: "InstantSave") {
        ClosureApp { root, _ in
            let status = makeLabel("save.status", text: "Not saved", frame: CGRect(x: 20, y: 160, width: 350, height: 30), in: root.view)
            _ = makeButton("save.button", title: "Save", frame: CGRect(x: 20, y: 100, width: 160, height: 44), in: root.view) {
                status.text = "Saved"
            }
        }
    }
}

final class ReportScreen: KassScreen {
    lazy var refresh = button("report.refresh")
    lazy var status = text("report.status")
}

extension KassApp {
    /// A "Refresh" button (`report.refresh`) that rebuilds a report on the main thread: 0.6 s of the
    /// main thread's CPU time, however loaded the machine is, before `report.status` reads "Refreshed".
    static let slowReport = KassApp(name: "SlowReport") {
        ClosureApp { root, _ in
            let status = makeLabel("report.status", text: "Stale", frame: CGRect(x: 20, y: 160, width: 350, height: 30), in: root.view)
            _ = makeButton("report.refresh", title: "Refresh", frame: CGRect(x: 20, y: 100, width: 160, height: 44), in: root.view) {
                rebuildReportOnTheMainThread(cpuSeconds: 0.6)
                status.text = "Refreshed"
            }
        }
    }
}

/// Busy work measured on the calling thread's CPU clock.
private func rebuildReportOnTheMainThread(cpuSeconds: TimeInterval) {
    func cpuNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
    let end = cpuNanoseconds() + UInt64(cpuSeconds * 1e9)
    var checksum: UInt64 = 1
    while cpuNanoseconds() < end { checksum = checksum &* 6_364_136_223_846_793_005 &+ 1 }
    if checksum == 0 { print(checksum) }
}

/// `(line 123)` → `(line N)`: verifyAll names the line of each failed check.
private func withoutLineNumbers(_ text: String) -> String {
    text.replacingOccurrences(of: #"\(line \d+\)"#, with: "(line N)", options: .regularExpression)
}

@MainActor
final class KassGuideCombinatorsTests: KassGuideCapturingTestCase {
    override class var app: KassApp? { .sync }

    func test_guide_eventuallyChecksTogether() async {
        testApp = .ticker
        launch()
        onScreen(TickerScreen.self) { ticker in
            eventually(timeout: 5) {
                ticker.price.within(timeout: 0).assertText("189.25")
                ticker.text("ticker.total").within(timeout: 0).assertText("1892.50")
            }
        }
        XCTAssertEqual(capture.messages, [])
    }

    /// Between runs `eventually` lets one frame pass (never a jump to its deadline), so a block that
    /// acts gets what is left of the budget on its next run.
    func test_eventually_blockThatActsGetsTheRestOfTheBudgetOnItsNextRun() async {
        launch()
        onScreen(SyncScreen.self) { sync in
            eventually(timeout: 5) {
                sync.syncButton.tap()
                sync.status.within(timeout: 1).assertText("Synced")
            }
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_eventuallyFails() async {
        launch()
        onScreen(SyncScreen.self) { sync in
            eventually(timeout: 3) {
                sync.status.assertText("Synced")
            }
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: text "sync.status" — assertText('Synced') failed: its text is 'Not synced', expected 'Synced'
          ↳ eventually: still failing after 1 attempt over 3.0 s
          ↳ state: staticText "Not synced" #sync.status, at (20, 160, 350, 30), visible, enabled, hittable
        """])
    }

    func test_guide_retry() async {
        let log = KassGuideEventLog()
        reporters = [log]
        launch()
        onScreen(SyncScreen.self) { sync in
            retry(times: 3) {
                sync.syncButton.tap()
                sync.status.within(timeout: 1).assertText("Synced")
            }
        }
        kass.finish()
        XCTAssertEqual(capture.messages, [])
        var flakes: [String] = []
        for case .testFinished(let end) in log.events { flakes = end.flakes }
        XCTAssertEqual(flakes, [
            "retry(times: 3) passed on run 2 after: Kass: text \"sync.status\" — assertText('Synced') failed: "
                + "its text is 'Failed, try again', expected 'Synced'",
        ])
    }

    func test_guide_anyOf() async {
        testApp = .login
        var printed = ""
        reporters = [KassConsoleReporter(environment: [:]) { printed += $0 }]
        launch()
        onScreen(LoginScreen.self) { login in
            login.email.typeText("test@example.com")
            login.password.typeText("wrong")
            login.loginButton.tap()
            let home = screen(HomeScreen.self)
            let outcome = anyOf([
                "signed in": { home.welcome.assertVisible() },
                "rejected": { login.error.assertVisible() },
            ])
            XCTAssertEqual(outcome?.name, "rejected")
        }
        XCTAssertEqual(capture.messages, [])
        kass.finish()
        let wall = #"wall \d+\.\d+s"#
        let report = printed.replacingOccurrences(of: wall, with: "wall *", options: .regularExpression)
        let anyOfLines = report.split(separator: "\n").drop { !$0.contains("anyOf(") }.prefix(3)
        XCTAssertEqual(anyOfLines.map { $0.dropFirst(4) }.joined(separator: "\n") + "\n", """
        ✓ anyOf('signed in', 'rejected') (app 0.50s, wall *, 2 attempts)
          ✓ branch 'rejected' (app 0.00s, wall *)
            ✓ assertVisible text "login.error" (app 0.00s, wall *)

        """, report)
    }

    func test_guide_anyOfFails() async {
        testApp = .login
        launch()
        onScreen(LoginScreen.self) { login in
            let home = screen(HomeScreen.self)
            anyOf(timeout: 2, [
                "signed in": { home.welcome.assertVisible() },
                "rejected": { login.error.assertVisible() },
            ])
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: anyOf failed: none of the 2 branches passed within 2.0 s
          ↳ branch 'signed in': Kass: text "home.welcome" — assertVisible failed: no text matches "home.welcome"
          ↳ branch 'rejected': Kass: text "login.error" — assertVisible failed: no text matches "login.error"
        """])
    }

    func test_guide_continuouslyHolds() async {
        testApp = .ticker
        launch()
        onScreen(TickerScreen.self) { ticker in
            continuously(during: 2) {
                ticker.symbol.assertText("ACME")
                ticker.previousClose.assertText("189.07")
            }
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_continuouslyFails() async {
        testApp = .ticker
        launch()
        onScreen(TickerScreen.self) { ticker in
            continuously(during: 2) {
                ticker.price.assertText("189.07")
            }
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: text "ticker.price" — assertText('189.07') failed: its text is '189.10', expected '189.07'
          ↳ continuously: held for 0.48 s of 2.0 s
          ↳ state: staticText "189.10" #ticker.price, at (196.67, 107, 176.33, 20), visible, enabled, hittable
        """])
    }

    func test_guide_whilePendingSeesTheStatusWhileTheSyncIsInFlight() async {
        launch()
        onScreen(SyncScreen.self) { sync in
            whilePending {
                sync.syncButton.tap()
            } check: {
                sync.status.assertText("Syncing…")
            }
            sync.status.assertText("Failed, try again")
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_whilePendingFailsWhenTheButtonIsNotDisabledWhileSyncing() async {
        launch()
        onScreen(SyncScreen.self) { sync in
            whilePending(.throughout) {
                sync.syncButton.tap()
            } check: {
                sync.status.assertText("Syncing…")
                sync.syncButton.assertDisabled()
            }
        }
        XCTAssertEqual(capture.messages.map(withoutLineNumbers), ["""
        Kass: button "sync.button" — whilePending(tap) failed: the checks never held together while its work was pending (0.5 s): \
        at the closest moment, 0.0 s after the input, 1 of 2 checks failed
          ↳ Kass: button "sync.button" — assertDisabled failed: it is enabled (line N)
          ↳ pending then: sync
          ↳ hint: the pending state must show while the work is in flight; what shows only before it starts or after it \
        finishes does not count
        """])
    }

    func test_guide_whilePendingNeverPassesForNothing() async {
        testApp = .instantSave
        launch()
        onScreen(SaveScreen.self) { save in
            whilePending {
                save.saveButton.tap()
            } check: {
                save.status.assertText("Saving…")
            }
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: button "save.button" — whilePending(tap) failed: nothing it started was still pending once its input was \
        delivered (the app answered at once, or sent no request), so there was no moment to check
          ↳ hint: check that the action starts its work (a request, delayed work); if the app really answers at once, assert \
        the result instead
        """])
    }

    func test_guide_verifyAll() async {
        testApp = KassApp(name: "Controls") { ControlsFixture() }
        launch()
        onScreen(ControlsScreen.self) { controls in
            verifyAll {
                controls.volumeValue.assertText("50")
                controls.guestsValue.assertText("4")
                controls.periodValue.assertText("Week")
                controls.wifiValue.assertText("Off")
            }
        }
        XCTAssertEqual(capture.messages.map(withoutLineNumbers), ["""
        Kass: verifyAll failed: 2 checks failed
          ↳ Kass: text "controls.stepperValue" — assertText('4') failed: its text is '3', expected '4' (line N)
          ↳ Kass: text "controls.segmentValue" — assertText('Week') failed: its text is 'Day', expected 'Week' (line N)
        """])
    }

    func test_guide_budgetsNest() async {
        testApp = .ticker
        launch()
        onScreen(TickerScreen.self) { ticker in
            let start = kass.appTime
            eventually(timeout: 4) {
                ticker.symbol.assertText("ACMF")
                ticker.symbol.assertText("ACMF")
                ticker.symbol.assertText("ACMF")
            }
            XCTAssertEqual(kass.appTime - start, 4, accuracy: 0.1)
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: text "ticker.symbol" — assertText('ACMF') failed: its text is 'ACME', expected 'ACMF'
          ↳ eventually: still failing after 1 attempt over 4.0 s
          ↳ state: staticText "ACME" #ticker.symbol, at (20, 79, 353, 20), visible, enabled, hittable
        """])
    }

    func test_guide_invalidTime() async {
        launch()
        eventually(timeout: -1) {}
        XCTAssertEqual(summaries, ["Kass: eventually failed: the time -1.0 is not a finite number of seconds ≥ 0"])
    }

    func test_guide_assertResponsiveNamesTheCallbackThatHung() async {
        testApp = .slowReport
        launch()
        onScreen(ReportScreen.self) { report in
            assertResponsive(maximumHang: 0.25) {
                report.refresh.tap()
                report.status.assertText("Refreshed")
            }
        }
        XCTAssertEqual(capture.messages.count, 1, "\(capture.messages)")
        let message = capture.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix(
            "Kass: assertResponsive failed: the app hung: UIAction of UIButton 'report.refresh' (UIAction handler, "
                + "in touch event) held the main thread for 0."
        ), message)
        XCTAssertTrue(message.contains("(allowed 0.25 s)\n  ↳ hint: move the slow work off the main thread"), message)
    }

    func test_guide_assertResponsivePassesAQuickApp() async {
        launch()
        onScreen(SyncScreen.self) { sync in
            assertResponsive(maximumHang: 0.25) {
                sync.syncButton.tap()
                sync.status.assertText("Failed, try again")
            }
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_everyExampleIsRunHere() async throws {
        try GuideExampleChecker.assertEveryExampleIsRun(guide: "Guide/Kass/Combinators.md", by: #filePath, minimumBlocks: 11)
    }
}
