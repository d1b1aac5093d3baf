import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// App code that imports UIKit AND Foundation (UIKitAndFoundationTime.swift) compiles: no call is
/// ambiguous. `DispatchQueue.main.async`/`asyncAfter` and `Task.sleep` run on the runtime clock as
/// with `import UIKit` alone; Foundation's own `Timer` waits on the wall clock there, and the runtime
/// says so: idle reports list it and a runtime issue names the call and the fix.
@MainActor
final class ImportUIKitAndFoundationTimeTests: HeadlessTestCase {
    func test_mainQueueAsyncAfter_runsOnTheRuntimeClock() async {
        let log = FiringLog()
        let start = app.clock.seconds
        UIKitAndFoundationTime.mainQueueAsyncAfter(2, log: log)
        XCTAssertFalse(app.idleReport(horizon: 5).isIdle)
        wait(2.1)
        XCTAssertEqual((log.times.first ?? -1) - start, 2, accuracy: 1e-6)
    }

    func test_mainQueueAsync_countsUntilItRuns() async {
        let log = FiringLog()
        UIKitAndFoundationTime.mainQueueAsync(log: log)
        XCTAssertEqual(app.idleReport(horizon: 0).timersDueSoon, ["DispatchQueue.main.async"])
        wait(0.05)
        XCTAssertEqual(log.times.count, 1)
    }

    func test_taskSleep_runsOnTheRuntimeClock() async throws {
        let log = FiringLog()
        let start = app.clock.seconds
        let task = Task { try await UIKitAndFoundationTime.sleepFor(.seconds(3), log: log) }
        let resumed = await app.runLoop.runSkippingIdleTime(timeout: 10) { !log.times.isEmpty }
        try await task.value
        XCTAssertTrue(resumed)
        XCTAssertEqual((log.times.first ?? -1) - start, 3, accuracy: 1e-6)
    }

    func test_foundationTimer_isListedInIdleReportsAndReportedAsARuntimeIssue() async {
        let log = FiringLog()
        let timer = UIKitAndFoundationTime.scheduledTimer(every: 2, repeats: false, log: log)
        defer { timer.invalidate() }
        wait(0.1)
        let report = app.idleReport(horizon: 0)
        XCTAssertFalse(report.isIdle, "a wall-clock timer is never silently idle")
        XCTAssertTrue(report.description.contains("Foundation Timer on RunLoop.main (wall clock"), report.description)
        let issues = expectRuntimeIssues(count: 1)
        guard case .wallClockTimer = issues.first else { return XCTFail("\(issues)") }
        let message = issues.first?.description ?? ""
        XCTAssertTrue(message.contains("Timer.scheduledTimer(withTimeInterval:repeats:block:)"), message)
        XCTAssertTrue(message.contains("Remove `import Foundation`"), message)
        wait(1)
        XCTAssertEqual(expectRuntimeIssues(count: 0), [], "one report while the timer stays pending")
        timer.invalidate()
        wait(0.05)
        XCTAssertTrue(app.idleReport(horizon: 0).isIdle, "invalidated, the Foundation timer is gone: \(app.idleReport(horizon: 0))")
        XCTAssertEqual(log.times, [])
    }
}
