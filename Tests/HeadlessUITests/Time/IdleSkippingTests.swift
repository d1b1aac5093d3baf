import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Skipping quiescent time: straight to the next scheduled wake, never past it, never while busy.
@MainActor
final class IdleSkippingTests: HeadlessTestCase {
    func test_skipIdleTime_jumpsToTheNextScheduledWakeAndRunsIt() async {
        var firedAt: TimeInterval?
        let start = app.clock.seconds
        app.scheduler.schedule(after: 30, label: "later") { firedAt = self.app.clock.seconds }
        wait(0.1)
        XCTAssertTrue(app.runLoop.isQuiescent)
        XCTAssertEqual(app.runLoop.nextScheduledWake ?? -1, start + 30, accuracy: 1e-9)
        XCTAssertTrue(app.runLoop.skipIdleTime(upTo: start + 100))
        XCTAssertEqual(firedAt ?? -1, start + 30, accuracy: 1e-9)
        XCTAssertEqual(app.clock.seconds, start + 30, accuracy: 1e-9)
    }

    func test_skipIdleTime_stopsAtTheLimit() async {
        let start = app.clock.seconds
        app.scheduler.schedule(after: 30, label: "later") {}
        wait(0.1)
        XCTAssertTrue(app.runLoop.skipIdleTime(upTo: start + 5))
        XCTAssertEqual(app.clock.seconds, start + 5, accuracy: 1e-9)
    }

    func test_skipIdleTime_refusesWhileAnAnimationRuns() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        wait(0.1)
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        let before = app.clock.seconds
        XCTAssertFalse(app.runLoop.isQuiescent)
        XCTAssertFalse(app.runLoop.skipIdleTime(upTo: before + 10))
        XCTAssertEqual(app.clock.seconds, before, accuracy: 1e-9)
    }

    func test_skipIdleTime_refusesWhileBusyWorkIsOpen() async {
        let request = app.beginBusyWork("request")
        wait(0.1)
        XCTAssertFalse(app.runLoop.skipIdleTime(upTo: app.clock.seconds + 10))
        request.end()
        XCTAssertTrue(app.runLoop.skipIdleTime(upTo: app.clock.seconds + 10))
    }

    func test_skipIdleTime_seesATaskSleepingOnTheClock() async {
        wait(0.1)
        var woke = false
        let clock = app.clock
        let start = app.clock.seconds
        Task { @MainActor in
            try await clock.sleep(for: .seconds(2))
            woke = true
        }
        // The task registers its sleep once it runs (a few hops of the main actor; more on a loaded
        // machine, so the bound is generous and the loop stops as soon as it happens).
        for _ in 0..<1_000 where app.runLoop.nextScheduledWake == nil { await Task.yield() }
        XCTAssertEqual(app.runLoop.nextScheduledWake ?? -1, start + 2, accuracy: 1e-6)
        XCTAssertTrue(app.runLoop.skipIdleTime(upTo: start + 60))
        for _ in 0..<1_000 where !woke { await Task.yield() }
        XCTAssertEqual(app.clock.seconds, start + 2, accuracy: 1e-6)
        XCTAssertTrue(woke)
    }

    func test_runSkippingIdleTime_waitsADayInAFewTurns() async {
        var ready = false
        let start = app.clock.seconds
        app.scheduler.schedule(after: 3_600, label: "an hour") { ready = true }
        let frames = app.runLoop.frameCount
        let held = await app.runLoop.runSkippingIdleTime(timeout: 86_400) { ready }
        XCTAssertTrue(held)
        XCTAssertEqual(app.clock.seconds, start + 3_600, accuracy: 1e-6)
        XCTAssertLessThan(app.runLoop.frameCount - frames, 20)
    }

    func test_runSkippingIdleTime_infiniteTimeoutEndsWhenNothingCanChange() async {
        let held = await app.runLoop.runSkippingIdleTime(timeout: .infinity) { false }
        XCTAssertFalse(held)
    }

    func test_idleReportStartedSince_ignoresWorkThatWasAlreadyPending() async {
        app.scheduler.schedule(after: 1, repeatingEvery: 1, label: "ticker") {}
        let earlier = app.beginBusyWork("earlier request")
        app.scheduler.schedule(after: 0.5, label: "earlier delayed") {}
        wait(0.1)
        let mark = app.markWork()
        XCTAssertTrue(app.idleReport(horizon: 10, startedSince: mark).isIdle, "\(app.idleReport(horizon: 10, startedSince: mark))")
        let mine = app.beginBusyWork("save")
        app.scheduler.schedule(after: 0.8, label: "save done") {}
        let report = app.idleReport(horizon: 10, startedSince: mark)
        XCTAssertEqual(report.busyWork, ["save"])
        XCTAssertEqual(report.timersDueSoon, ["save done"])
        mine.end()
        earlier.end()
    }
}
