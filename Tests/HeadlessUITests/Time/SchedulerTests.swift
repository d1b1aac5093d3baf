import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class SchedulerTests: HeadlessTestCase {
    func test_work_firesAtItsExactRuntimeInstant() async {
        var firedAt: TimeInterval?
        app.scheduler.schedule(after: 0.5, label: "half") { firedAt = self.app.clock.seconds }
        let start = app.clock.seconds
        wait(0.49)
        XCTAssertNil(firedAt)
        wait(0.02)
        XCTAssertEqual(firedAt ?? -1, start + 0.5, accuracy: 1e-9)
    }

    func test_repeatingWork_firesEveryIntervalUntilCancelled() async {
        var count = 0
        let work = app.scheduler.schedule(after: 1, repeatingEvery: 1, label: "tick") { count += 1 }
        wait(3.5)
        XCTAssertEqual(count, 3)
        work.cancel()
        wait(3)
        XCTAssertEqual(count, 3)
    }

    func test_virtualTime_costsNoWallTime() async {
        let wallStart = Date()
        wait(15)
        XCTAssertLessThan(Date().timeIntervalSince(wallStart), 5, "15 s of virtual time must not take seconds of wall time")
        XCTAssertGreaterThanOrEqual(app.runLoop.frameCount, 15 * 60)
    }

    func test_stall_passesTimeWithoutFrames() async {
        await app.runLoop.runFrames(1)
        let frames = app.runLoop.frameCount
        let before = app.clock.seconds
        var fired = false
        app.scheduler.schedule(after: 0.1, label: "during stall") { fired = true }
        app.stallMainThread(for: 2)
        XCTAssertEqual(app.clock.seconds, before + 2, accuracy: 1e-9)
        XCTAssertEqual(app.runLoop.frameCount, frames)
        XCTAssertFalse(fired, "nothing runs while the main thread is blocked")
        app.runLoop.runOnce()
        XCTAssertTrue(fired)
        XCTAssertEqual(app.runLoop.stalledTime, 2, accuracy: 1e-9)
    }

    func test_stall_recordsEachFreezeMergingBackToBackStalls() async {
        let start = app.clock.seconds
        app.stallMainThread(for: 0.5)
        app.stallMainThread(for: 0.25)
        await app.runLoop.runFrames(1)
        let second = app.clock.seconds
        app.stallMainThread(for: 1)
        XCTAssertEqual(app.runLoop.stalls, [
            MainThreadStall(start: start, duration: 0.75),
            MainThreadStall(start: second, duration: 1),
        ])
    }

    func test_stall_rejectsNegativeDurations() async {
        app.stallMainThread(for: -1)
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }

    func test_asyncSleep_resumesOnTheRuntimeClock() async throws {
        let clock = app.clock
        var startedAt: TimeInterval?
        var resumedAt: TimeInterval?
        let task = Task { @MainActor in
            startedAt = clock.seconds
            try await clock.sleep(for: .seconds(1.4))
            resumedAt = clock.seconds
        }
        await app.runLoop.run(for: 1.3)
        XCTAssertNil(resumedAt)
        await app.runLoop.run(for: 0.2)
        try await task.value
        // The task starts when the main actor first lets it run (a frame or two in): the sleep is
        // measured from there.
        XCTAssertEqual((resumedAt ?? -1) - (startedAt ?? 0), 1.4, accuracy: 0.02)
    }

    func test_asyncSleep_resumesInTheTurnItsDeadlineIsReached() async throws {
        // A main-actor task sleeping on the runtime clock must continue in the run-loop turn that
        // reaches its deadline, never some frames later depending on thread scheduling.
        let clock = app.clock
        var lateness: [TimeInterval] = []
        let task = Task { @MainActor in
            for _ in 0..<40 {
                let start = clock.seconds
                try await clock.sleep(for: .seconds(0.05))
                lateness.append(clock.seconds - start - 0.05)
            }
        }
        await app.runLoop.run(for: 0.1)
        await app.runLoop.run(for: 40 * 0.05)
        XCTAssertEqual(lateness.count, 40, "the task fell behind the clock")
        task.cancel()
        _ = await task.result
        XCTAssertEqual(lateness.filter { abs($0) > 1e-9 }, [], "sleeps that resumed after their deadline")
    }

    func test_idleReport_listsPendingWork() async {
        let token = app.beginBusyWork("request /accounts")
        app.scheduler.schedule(after: 0.05, label: "toast") {}
        let report = app.idleReport(horizon: 0.1)
        XCTAssertFalse(report.isIdle)
        XCTAssertEqual(report.busyWork, ["request /accounts"])
        XCTAssertEqual(report.timersDueSoon, ["toast"])
        token.end()
        wait(0.1)
        XCTAssertTrue(app.idleReport(horizon: 0.1).isIdle, "\(app.idleReport())")
    }

    func test_runUntilIdle_settlesWhenWorkFinishes() async {
        var done = false
        app.scheduler.schedule(after: 0.3, label: "load") { done = true }
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 1, horizon: 1))
        XCTAssertTrue(done)
    }

    func test_jitter_isReproducibleForASeed() async {
        var first = SeededJitter(seed: 42, maximumFraction: 0.5)
        var second = SeededJitter(seed: 42, maximumFraction: 0.5)
        let a = (0..<5).map { _ in first.apply(to: 1) }
        let b = (0..<5).map { _ in second.apply(to: 1) }
        XCTAssertEqual(a, b)
        XCTAssertTrue(a.allSatisfy { $0 >= 0.5 && $0 <= 1.5 })
        XCTAssertGreaterThan(Set(a).count, 1)
        var off = SeededJitter.off
        XCTAssertEqual(off.apply(to: 1), 1)
    }

    func test_jitterSeedLaunchArgument_enablesJitterOnScheduledWork() async {
        let jittery = UIApplication.launch(LaunchConfiguration(arguments: ["-HeadlessUIJitterSeed", "7"]))
        var firedAt: TimeInterval?
        jittery.scheduler.schedule(after: 1, jitter: true, label: "latency") { firedAt = jittery.clock.seconds }
        await jittery.runLoop.run(for: 2)
        XCTAssertNotNil(firedAt)
        XCTAssertNotEqual(firedAt ?? 1, 1, accuracy: 1e-6)
    }
}
