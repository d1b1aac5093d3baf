import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `run(timeout:until:)`: the sync and async forms read a timeout the same way; an infinite timeout
/// waits until the condition holds (never a silent zero) and ends when nothing is left that could
/// change it.
@MainActor
final class RunLoopTimeoutTests: HeadlessTestCase {
    func test_runTimeoutUntil_infiniteTimeoutWaitsForTheCondition() async {
        var fired = false
        app.scheduler.schedule(after: 2, label: "later") { fired = true }
        let start = app.clock.seconds
        let held = runSync(timeout: .infinity) { fired }
        XCTAssertTrue(held)
        XCTAssertEqual(app.clock.seconds - start, 2, accuracy: 0.02)
    }

    func test_runTimeoutUntil_asyncInfiniteTimeoutWaitsForTheCondition() async {
        var fired = false
        app.scheduler.schedule(after: 2, label: "later") { fired = true }
        let held = await app.runLoop.run(timeout: .infinity) { fired }
        XCTAssertTrue(held)
    }

    /// The sync form, called from synchronous code (in async code the async overload is chosen).
    private func runFramesSync(_ count: Int) {
        app.runLoop.runFrames(count)
    }

    func test_runFrames_runsEveryFrameEvenWhenTheMainThreadStallsBetweenThem() async {
        let app = self.app!
        app.scheduler.schedule(after: 0.001, label: "stall") { app.stallMainThread(for: 1) }
        let syncStart = app.runLoop.frameCount
        runFramesSync(3)
        XCTAssertEqual(app.runLoop.frameCount - syncStart, 3, "sync form")
        app.scheduler.schedule(after: 0.001, label: "stall") { app.stallMainThread(for: 1) }
        let asyncStart = app.runLoop.frameCount
        await app.runLoop.runFrames(3)
        XCTAssertEqual(app.runLoop.frameCount - asyncStart, 3, "async form")
    }

    func test_runTimeoutUntil_infiniteTimeoutEndsWhenNothingCanChange() async {
        wait(0.1)
        let held = runSync(timeout: .infinity) { false }
        XCTAssertFalse(held)
    }

    func test_runTimeoutUntil_asyncInfiniteTimeoutEndsWhenNothingCanChange() async {
        wait(0.1)
        let held = await app.runLoop.run(timeout: .infinity) { false }
        XCTAssertFalse(held)
    }

    func test_runTimeoutUntil_bothFormsReadTimeoutsAlike() async {
        for timeout in [0, 0.5, -1, .nan] as [TimeInterval] {
            let syncStart = app.clock.seconds
            _ = runSync(timeout: timeout) { false }
            let syncElapsed = app.clock.seconds - syncStart
            let asyncStart = app.clock.seconds
            _ = await app.runLoop.run(timeout: timeout) { false }
            let asyncElapsed = app.clock.seconds - asyncStart
            XCTAssertEqual(syncElapsed, asyncElapsed, accuracy: 1e-9, "timeout \(timeout)")
        }
    }

    func test_runFrames_asyncRunsTheFramesOnAQuiescentApp() async {
        wait(0.1)
        let before = app.runLoop.frameCount
        await app.runLoop.runFrames(3)
        XCTAssertEqual(app.runLoop.frameCount, before + 3)
    }

    /// The sync form (from a sync context, where overload resolution picks it).
    private func runSync(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        app.runLoop.run(timeout: timeout, until: condition)
    }
}
