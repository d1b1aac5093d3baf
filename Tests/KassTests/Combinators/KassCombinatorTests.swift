import Foundation
@testable import Kass
import XCTest

/// Combinators on the virtual clock: a label that changes at known app times.
@MainActor
final class KassCombinatorTests: KassDSLTestCase {
    /// "status" reads "waiting" and becomes "ready" after `readyAfter` seconds; "price" ticks every 0.5 s.
    private func startTimeline(readyAfter: TimeInterval = 2, configure: (inout KassConfig) -> Void = { _ in }) {
        start(ClosureApp.app { root, application in
            let status = makeLabel("status", text: "waiting", frame: CGRect(x: 20, y: 100, width: 300, height: 30), in: root.view)
            let price = makeLabel("price", text: "100", frame: CGRect(x: 20, y: 140, width: 300, height: 30), in: root.view)
            application.scheduler.schedule(after: readyAfter, label: "ready") { status.text = "ready" }
            var tick = 100
            application.scheduler.schedule(after: 0.5, repeatingEvery: 0.5, label: "tick") {
                tick += 1
                price.text = "\(tick)"
            }
        }, configure: configure)
    }

    func test_eventually_passesOnceTheBlockHolds() async {
        startTimeline()
        let start = session.appTime
        session.eventually(timeout: 5) { screen().text("status").within(timeout: 0).assertText("ready") }
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(session.appTime - start, 2, accuracy: 0.05)
    }

    func test_eventually_passingShowsOnlyThePassingRun() async throws {
        startTimeline()
        session.eventually(timeout: 5) { screen().text("status").within(timeout: 0).assertText("ready") }
        XCTAssertEqual(capture.messages, [])
        let steps = events.finishedSteps
        XCTAssertEqual(steps.filter { $0.status == .failed }.map(\.name), [], "a passing eventually reported its failed runs")
        XCTAssertEqual(steps.filter { $0.name.hasPrefix("assertText") }.count, 1)
        XCTAssertGreaterThan(steps.last?.attempts ?? 0, 1, "the runs are counted on the eventually step")
        session.finish()
        let text = KassConsoleReporter.report(for: try XCTUnwrap(events.tree), gitHubAnnotations: false)
        XCTAssertFalse(text.contains("✗"), text)
    }

    func test_eventually_runsThatActedStayInTheReport() async {
        start(KassApp(name: "Navigation") { NavigationFixture() })
        let app: AnyScreen = screen()
        session.eventually(timeout: 5) {
            app.button("root.count").tap()
            app.text("root.countLabel").within(timeout: 0).assertText("3")
        }
        XCTAssertEqual(capture.messages, [])
        let steps = events.finishedSteps
        XCTAssertEqual(steps.filter { $0.name.hasPrefix("tap") }.count, 3, "every tap the app received is in the report")
        XCTAssertEqual(steps.filter { $0.status == .failed }.count, 2)
    }

    func test_eventually_failsWithTheLastFailureAfterItsTimeout() async {
        startTimeline(readyAfter: 60)
        let start = session.appTime
        session.eventually(timeout: 3) { screen().text("status").assertText("ready") }
        XCTAssertEqual(session.appTime - start, 3, accuracy: 0.05)
        XCTAssertEqual(summaries, ["Kass: text \"status\" — assertText('ready') failed: its text is 'waiting', expected 'ready'"])
        XCTAssertTrue(capture.messages[0].contains("↳ eventually: still failing after"), capture.messages[0])
    }

    func test_budgets_nestInsteadOfMultiplying() async {
        startTimeline(readyAfter: 60) { $0.timeout = 10 }
        let start = session.appTime
        // Three 10 s assertions inside a 4 s eventually take 4 s, not 30.
        session.eventually(timeout: 4) {
            let status = screen().text("status")
            status.assertText("ready")
            status.assertText("ready")
            status.assertText("ready")
        }
        XCTAssertEqual(session.appTime - start, 4, accuracy: 0.05)
        XCTAssertEqual(capture.messages.count, 1)
    }

    func test_continuously_failsAtTheFirstFrameTheValueMoves() async {
        startTimeline()
        let start = session.appTime
        session.continuously(during: 2) { screen().text("price").assertText("100") }
        // The price ticks 0.5 s after launch; the window started a few frames after launch.
        let held = ((0.5 - start) * 100).rounded() / 100
        XCTAssertEqual(session.appTime, 0.5, accuracy: 0.02)
        XCTAssertEqual(summaries, ["Kass: text \"price\" — assertText('100') failed: its text is '101', expected '100'"])
        XCTAssertTrue(capture.messages[0].contains("↳ continuously: held for \(held) s of 2.0 s"), capture.messages[0])
    }

    func test_continuously_passesWhenItHoldsTheWholeWindow() async {
        startTimeline()
        let start = session.appTime
        session.continuously(during: 1.5) { screen().text("status").assertText("waiting") }
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(session.appTime - start, 1.5, accuracy: 0.05)
    }

    func test_anyOf_passesWithTheBranchThatHolds() async {
        startTimeline()
        let app: AnyScreen = screen()
        session.anyOf(timeout: 5, [
            "error shown": { app.text("error").assertVisible() },
            "ready": { app.text("status").assertText("ready") },
        ])
        XCTAssertEqual(capture.messages, [])
    }

    func test_anyOf_reportsEveryBranchWhenNoneHolds() async {
        startTimeline(readyAfter: 60)
        let app: AnyScreen = screen()
        session.anyOf(timeout: 1, [
            "error shown": { app.text("error").assertVisible() },
            "ready": { app.text("status").assertText("ready") },
        ])
        XCTAssertEqual(capture.messages.first, """
        Kass: anyOf failed: none of the 2 branches passed within 1.0 s
          ↳ branch 'error shown': Kass: text "error" — assertVisible failed: no text matches "error"
          ↳ branch 'ready': Kass: text "status" — assertText('ready') failed: its text is 'waiting', expected 'ready'
        """)
    }

    /// "ready" holds only after 0.5 s: both branches fail first (the quiet time before it is skipped,
    /// so there are a few rounds, not one per frame).
    private func anyOfWhereTheSecondBranchHoldsLater() -> KassAnyOfResult? {
        startTimeline(readyAfter: 0.5)
        let app: AnyScreen = screen()
        return session.anyOf(timeout: 5, [
            "error shown": { app.text("error").assertVisible() },
            "ready": { app.text("status").assertText("ready") },
        ])
    }

    func test_anyOf_passingReportsOnlyTheBranchThatHeld() async throws {
        _ = anyOfWhereTheSecondBranchHoldsLater()
        XCTAssertEqual(capture.messages, [])
        let steps = events.finishedSteps
        XCTAssertEqual(steps.filter { $0.status == .failed }.map(\.name), [])
        XCTAssertEqual(steps.filter { $0.name.hasPrefix("branch") }.map(\.name), ["branch 'ready'"])
        XCTAssertEqual(steps.last?.name, "anyOf('error shown', 'ready')")
        XCTAssertEqual(steps.last?.status, .passed)
        session.finish()
        let text = KassConsoleReporter.report(for: try XCTUnwrap(events.tree), gitHubAnnotations: false)
        XCTAssertFalse(text.contains("✗"), text)
        XCTAssertEqual(text.components(separatedBy: "\n").filter { $0.contains("branch") }.count, 1, text)
    }

    func test_anyOf_returnsTheBranchThatHeldWithTheEarlierAttempts() async {
        let held = anyOfWhereTheSecondBranchHoldsLater()
        XCTAssertEqual(held?.index, 1)
        XCTAssertEqual(held?.name, "ready")
        XCTAssertGreaterThanOrEqual(held?.rounds ?? 0, 2)
        XCTAssertEqual(held?.earlierFailures.map(\.branch), ["error shown", "ready"])
        XCTAssertEqual(held?.earlierFailures.last?.attempts, (held?.rounds ?? 0) - 1)
        XCTAssertEqual(held?.earlierFailures.last?.lastMessage.hasPrefix("Kass: text \"status\" — assertText('ready') failed"), true)
    }

    func test_anyOf_failingReportsWhyEachBranchFailedAtTheLastFrame() async throws {
        startTimeline(readyAfter: 60)
        let app: AnyScreen = screen()
        session.anyOf(timeout: 1, [
            "error shown": { app.text("error").assertVisible() },
            "ready": { app.text("status").assertText("ready") },
        ])
        let branches = events.finishedSteps.filter { $0.name.hasPrefix("branch") }
        XCTAssertEqual(branches.map(\.name), ["branch 'error shown'", "branch 'ready'"])
        XCTAssertEqual(branches.map(\.status), [.failed, .failed])
        session.finish()
        let text = KassConsoleReporter.report(for: try XCTUnwrap(events.tree), gitHubAnnotations: false)
        XCTAssertTrue(text.contains("no text matches \"error\""), text)
        XCTAssertTrue(text.contains("its text is 'waiting', expected 'ready'"), text)
    }

    func test_retry_passesOnALaterRunAndListsAPossibleFlake() async {
        startTimeline(readyAfter: 1.2)
        session.retry(times: 3) { screen().text("status").within(timeout: 1).assertText("ready") }
        XCTAssertEqual(capture.messages, [])
        session.finish()
        XCTAssertEqual(events.flakes.count, 1)
        XCTAssertTrue(events.flakes[0].hasPrefix("retry(times: 3) passed on run 2 after:"), events.flakes[0])
    }

    func test_verifyAll_reportsEveryMismatchAndKeepsGoing() async {
        startTimeline(readyAfter: 60) { $0.timeout = 0.5 }
        var after = false
        session.verifyAll {
            screen().text("status").assertText("ready")
            screen().text("status").assertText("waiting")
            screen().text("missing").assertExists()
            after = true
        }
        XCTAssertTrue(after)
        XCTAssertEqual(capture.messages.count, 1)
        let lines = capture.messages[0].split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Kass: verifyAll failed: 2 checks failed")
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[1].contains("assertText('ready') failed: its text is 'waiting'"), lines[1])
        XCTAssertTrue(lines[2].contains("assertExists failed: no text matches \"missing\""), lines[2])
    }

    func test_parameterized_runsEveryCaseAfterAFailureAndNamesTheFailedOnes() async {
        startTimeline { $0.timeout = 0.2 }
        var ran: [String] = []
        session.parameterized(["waiting", "ready", "waiting"], name: { "status \($0)" }) { expected in
            ran.append(expected)
            screen().text("status").assertText(expected)
        }
        XCTAssertEqual(ran, ["waiting", "ready", "waiting"])
        XCTAssertEqual(summaries, ["Kass: text \"status\" — assertText('ready') failed: its text is 'waiting', expected 'ready'"])
        let cases = events.finishedSteps.filter { $0.name.hasPrefix("status ") }
        XCTAssertEqual(cases.map(\.status), [.passed, .failed, .passed])
        let summary = events.events.compactMap { event -> String? in
            if case .stepFinished(let end) = event, end.status == .failed, end.message?.contains("cases failed") == true {
                return end.message
            }
            return nil
        }
        XCTAssertEqual(summary, ["1 of 3 cases failed: 'status ready'"])
    }

    func test_withKass_overridesTheConfigurationForABlock() async {
        startTimeline(readyAfter: 60) { $0.timeout = 10 }
        var short = session.config
        short.timeout = 1
        let start = session.appTime
        withKass(short) { screen().text("status").assertText("ready") }
        XCTAssertEqual(session.appTime - start, 1, accuracy: 0.05)
    }

    func test_invalidTimeout_failsWithAClearMessage() async {
        startTimeline()
        session.eventually(timeout: -1) {}
        XCTAssertEqual(summaries, ["Kass: eventually failed: the time -1.0 is not a finite number of seconds ≥ 0"])
    }
}
