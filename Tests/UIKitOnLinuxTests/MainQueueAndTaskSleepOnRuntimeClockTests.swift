import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `DispatchQueue.main.async` and `Task.sleep` in app code that imports UIKit (UIKitAloneTime.swift):
/// the block counts in idle reports until it ran; the sleep resumes at its runtime instant.
@MainActor
final class MainQueueAndTaskSleepOnRuntimeClockTests: HeadlessTestCase {
    func test_mainQueueAsync_countsAsPendingUntilItRunsInTheNextTurn() async {
        // A synchronous wait inside an async test: Grand Central Dispatch's main queue cannot run the
        // block while this test method holds it; the runtime runs it in its next turn.
        let log = FiringLog()
        let start = app.clock.seconds
        UIKitAloneTime.mainQueueAsync(log: log)
        let pending = app.idleReport(horizon: 0)
        XCTAssertFalse(pending.isIdle, "a queued main-queue block is pending work")
        XCTAssertTrue(pending.description.contains("DispatchQueue.main.async"), pending.description)
        wait(0.05)
        XCTAssertEqual(log.times.count, 1)
        XCTAssertEqual(log.times.first, start, "it runs in the next turn, at the same runtime instant")
        XCTAssertTrue(app.idleReport(horizon: 0).isIdle, app.idleReport(horizon: 0).description)
    }

    func test_mainQueueAsync_idleWaitRunsTheBlockBeforeCallingTheAppIdle() async {
        let log = FiringLog()
        UIKitAloneTime.mainQueueAsync(log: log)
        UIKitAloneTime.mainQueueAsync(log: log)
        XCTAssertEqual(app.idleReport(horizon: 0).timersDueSoon, ["DispatchQueue.main.async", "DispatchQueue.main.async"])
        let settled = app.runLoop.runUntilIdle(timeout: 1, horizon: 0)
        XCTAssertTrue(settled)
        XCTAssertEqual(log.times.count, 2)
    }

    func test_taskSleepNanoseconds_resumesAtTheRuntimeInstant() async throws {
        let log = FiringLog()
        let start = app.clock.seconds
        let wallStart = Date()
        let task = Task { try await UIKitAloneTime.sleepNanoseconds(1_500_000_000, log: log) }
        await app.runLoop.run(for: 0.1)
        let pending = app.idleReport(horizon: 5)
        XCTAssertEqual(pending.sleepersDueSoon, 1, pending.description)
        await app.runLoop.run(for: 1.3)
        XCTAssertEqual(log.times, [])
        await app.runLoop.run(for: 0.2)
        try await task.value
        XCTAssertEqual((log.times.first ?? -1) - start, 1.5, accuracy: 1e-6)
        XCTAssertLessThan(Date().timeIntervalSince(wallStart), 1, "runtime seconds, not wall seconds")
    }

    func test_taskSleepForDuration_resumesAtTheRuntimeInstantAndSkipsIdleTime() async throws {
        let log = FiringLog()
        let start = app.clock.seconds
        let task = Task { try await UIKitAloneTime.sleepFor(.seconds(600), log: log) }
        let resumed = await app.runLoop.runSkippingIdleTime(timeout: 1200) { !log.times.isEmpty }
        try await task.value
        XCTAssertTrue(resumed)
        XCTAssertEqual((log.times.first ?? -1) - start, 600, accuracy: 1e-6)
    }

    func test_taskSleep_cancelledThrowsCancellationError() async {
        let log = FiringLog()
        let task = Task { try await UIKitAloneTime.sleepFor(.seconds(5), log: log) }
        await app.runLoop.run(for: 0.1)
        task.cancel()
        await app.runLoop.run(for: 0.1)
        do {
            try await task.value
            XCTFail("a cancelled sleep throws")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertEqual(log.times, [])
    }
}
