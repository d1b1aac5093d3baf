@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A `Timer` scheduled with Foundation's own API (here: a file that imports Foundation, not UIKit)
/// waits on the wall clock. The runtime cannot drive it; it makes it visible instead.
@MainActor
final class FoundationTimerOnMainRunLoopTests: HeadlessTestCase {
    func test_foundationTimer_keepsTheAppBusyAndIsReportedOnce() async {
        let timer = foundationTimer(repeats: true)
        defer { timer.invalidate() }
        XCTAssertFalse(app.idleReport(horizon: 0).isIdle, "seen at once, before any run-loop turn")
        XCTAssertFalse(app.runLoop.runUntilIdle(timeout: 1), "never idle while a wall-clock timer is pending")
        let report = app.idleReport(horizon: 0)
        XCTAssertTrue(report.timersDueSoon.contains { $0.hasPrefix("Foundation Timer on RunLoop.main (wall clock") }, report.description)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("fires on the wall clock") ?? false, "\(issues)")
    }

    func test_foundationTimer_doesNotStopIdleSkipping() async {
        // Runtime that passes brings a wall-clock timer no closer: a long wait still skips the
        // quiet time instead of running frame by frame (the condition is what ends it).
        let timer = foundationTimer(repeats: false)
        defer { timer.invalidate() }
        let start = app.clock.seconds
        let framesBefore = app.runLoop.frameCount
        let woke = AbandonmentFlag()
        app.scheduler.schedule(after: 3600, label: "hourly") { woke.isSet = true }
        let held = await app.runLoop.runSkippingIdleTime(timeout: 7200) { woke.isSet }
        XCTAssertTrue(held)
        XCTAssertEqual(app.clock.seconds - start, 3600, accuracy: 1e-6)
        XCTAssertLessThan(app.runLoop.frameCount - framesBefore, 100, "quiet time skipped, not run frame by frame")
        XCTAssertFalse(app.idleReport(horizon: 0).isIdle, "the wall-clock timer is still pending")
        expectRuntimeIssues(count: 1)
    }

    func test_invalidatedFoundationTimer_leavesTheAppIdle() async {
        let timer = foundationTimer(repeats: false)
        wait(0.05)
        timer.invalidate()
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 1), app.idleReport().description)
        expectRuntimeIssues(count: 1)
    }

    func test_abandonedWork_isDroppedAtOnce() async {
        let abandoned = AbandonmentFlag()
        var fired = false
        let work = app.scheduler.schedule(after: 1, label: "abandoned") { fired = true }
        work.abandonment = { abandoned.isSet }
        XCTAssertEqual(app.scheduler.pendingWork.map(\.label), ["abandoned"])
        abandoned.isSet = true
        XCTAssertEqual(app.scheduler.pendingWork.map(\.label), [])
        XCTAssertNil(app.scheduler.nextFireTime)
        XCTAssertFalse(work.isScheduled)
        wait(2)
        XCTAssertFalse(fired)
    }

    func test_abandonedWorkAmongLiveWork_leavesTheLiveWorkFiring() async {
        var firedLabels: [String] = []
        let abandoned = AbandonmentFlag()
        for index in 0..<40 {
            let work = app.scheduler.schedule(after: 1, label: "abandoned \(index)") { firedLabels.append("abandoned") }
            work.abandonment = { abandoned.isSet }
        }
        app.scheduler.schedule(after: 1, label: "live") { firedLabels.append("live") }
        abandoned.isSet = true
        wait(1.5)
        XCTAssertEqual(firedLabels, ["live"])
    }

    /// Foundation's own scheduled timer (30 s), from a synchronous context (Foundation's form is
    /// unavailable from async code on Linux).
    private func foundationTimer(repeats: Bool) -> Timer {
        Timer.scheduledTimer(withTimeInterval: 30, repeats: repeats) { _ in }
    }
}

/// A flag set by scheduled work or its owner (main actor only).
@MainActor
private final class AbandonmentFlag {
    var isSet = false
}
