@testable import Hammer
import HeadlessUITestSupport
import XCTest
import KassSupport

/// What a wait costs: "did you mean" is ranked once, when a failure is reported (not on every
/// frame checked), and idle time is skipped (a day's wait on an idle app runs a few frames), on the
/// virtual clock. Wall time is measured in `kass-bench`, never here.
@MainActor
final class WaitingCostTests: HammerTestCase {
    /// Counts `NearMatchRanker.rank` calls made while `body` runs.
    private func countingRankings(_ body: () -> Void) -> Int {
        let counter = TestCounter()
        NearMatchRanker.$rankingObserver.withValue({ counter.increment() }) { body() }
        return counter.value
    }

    /// Keeps the app busy (a display link), so a wait checks every frame instead of skipping.
    private func keepBusy() {
        let token = app.runLoop.addFrameObserver { _ in }
        addTeardownBlock { @MainActor [app] in app?.runLoop.removeFrameObserver(token) }
    }

    // MARK: Ranking once

    func test_waitUntilVisible_failingIdentifierWaitRanksNearMatchesOnce() async throws {
        add(SnapshotTestScreen.label("Welcome", identifier: "welcome"), frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        let generator = try await makeGenerator()
        keepBusy()
        let frames = app.runLoop.frameCount
        var failure: (any Error)?
        let rankings = countingRankings {
            do { try generator.waitUntilVisible("welcom", timeout: 1) } catch { failure = error }
        }
        XCTAssertGreaterThanOrEqual(app.runLoop.frameCount - frames, 60, "the wait checked every frame of its second")
        XCTAssertEqual(rankings, 1)
        XCTAssertEqual(
            failure as? HammerError, .unableToFind(description: "identifier \"welcom\" (after waiting 1.00 s)", nearMatches: ["welcome"])
        )
    }

    func test_waitUntilHittable_failingQueryWaitRanksNearMatchesOnce() async throws {
        add(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let generator = try await makeGenerator()
        keepBusy()
        var failure: (any Error)?
        let rankings = countingRankings {
            do { try generator.waitUntilHittable(.label("Sign in"), timeout: 1) } catch { failure = error }
        }
        XCTAssertEqual(rankings, 1)
        XCTAssertEqual(
            failure as? HammerError, .unableToFind(description: "label \"Sign in\" (after waiting 1.00 s)", nearMatches: ["Sign In"])
        )
    }

    func test_viewWithIdentifierTimeout_failingWaitRanksNearMatchesOnce() async throws {
        add(SnapshotTestScreen.label("Welcome", identifier: "welcome"), frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        let generator = try await makeGenerator()
        keepBusy()
        var failure: (any Error)?
        let rankings = countingRankings {
            do { _ = try generator.viewWithIdentifier("welcom", ofType: UILabel.self, timeout: 1) } catch { failure = error }
        }
        XCTAssertEqual(rankings, 1)
        XCTAssertEqual(
            failure as? HammerError,
            .unableToFind(
                description: "a UILabel with accessibility identifier \"welcom\" (after waiting 1.00 s)", nearMatches: ["welcome"]
            )
        )
    }

    // MARK: Skipping idle time

    /// A label with identifier `toast` shown by a timer `delay` seconds of app time from now.
    func toastAppearing(after delay: TimeInterval) {
        app.scheduler.schedule(after: delay, label: "show toast") { [weak self] in
            self?.add(SnapshotTestScreen.label("Saved", identifier: "toast"), frame: CGRect(x: 20, y: 600, width: 200, height: 40))
        }
    }

    func test_waitUntilVisible_dayLongWaitOnAnIdleAppJumpsToTheTimerThatShowsTheElement() async throws {
        let generator = try await makeGenerator()
        toastAppearing(after: 3600)
        let start = app.clock.seconds, frames = app.runLoop.frameCount
        try await generator.waitUntilVisible("toast", timeout: 86_400)
        XCTAssertEqual(app.clock.seconds - start, 3600, accuracy: 1.0 / 60 + 1e-6, "returns on the frame the toast appears")
        XCTAssertLessThan(app.runLoop.frameCount - frames, 60, "idle time is skipped, not stepped frame by frame")
    }

    func test_waitUntilVisible_dayLongWaitSynchronousFormJumpsToo() async throws {
        let generator = try await makeGenerator()
        toastAppearing(after: 3600)
        let start = app.clock.seconds, frames = app.runLoop.frameCount
        waitSynchronously { try generator.waitUntilVisible(.identifier("toast"), timeout: 86_400) }
        XCTAssertEqual(app.clock.seconds - start, 3600, accuracy: 1.0 / 60 + 1e-6)
        XCTAssertLessThan(app.runLoop.frameCount - frames, 60)
    }

    private func waitSynchronously(_ wait: () throws -> Void) {
        XCTAssertNoThrow(try wait())
    }

    func test_wait_aDayOnAnIdleAppRunsFewFramesAndLetsTheWholeDayPass() async throws {
        let generator = try await makeGenerator()
        toastAppearing(after: 3600)
        let start = app.clock.seconds, frames = app.runLoop.frameCount
        try await generator.wait(86_400)
        XCTAssertEqual(app.clock.seconds - start, 86_400, accuracy: 1e-6)
        XCTAssertLessThan(app.runLoop.frameCount - frames, 60)
        XCTAssertNotNil(try generator.viewWithIdentifier("toast"), "the timer ran on its way")
    }

    func test_wait_synchronousDayOnAnIdleAppRunsFewFrames() async throws {
        let generator = try await makeGenerator()
        let start = app.clock.seconds, frames = app.runLoop.frameCount
        waitSynchronously { try generator.wait(86_400) }
        XCTAssertEqual(app.clock.seconds - start, 86_400, accuracy: 1e-6)
        XCTAssertLessThan(app.runLoop.frameCount - frames, 60)
    }

    func test_waitUntilVisible_failingDayLongWaitOnAnIdleAppEndsAtTheTimeout() async throws {
        let generator = try await makeGenerator()
        let start = app.clock.seconds, frames = app.runLoop.frameCount
        do {
            try await generator.waitUntilVisible("toast", timeout: 86_400)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .unableToFind(description: "identifier \"toast\" (after waiting 86400.00 s)", nearMatches: []))
        }
        XCTAssertEqual(app.clock.seconds - start, 86_400, accuracy: 1e-6)
        XCTAssertLessThan(app.runLoop.frameCount - frames, 60)
    }

    func test_waitUntilVisible_busyAppIsStillCheckedEveryFrame() async throws {
        let generator = try await makeGenerator()
        keepBusy()
        toastAppearing(after: 0.5)
        let start = app.clock.seconds
        try await generator.waitUntilVisible("toast", timeout: 5)
        XCTAssertEqual(app.clock.seconds - start, 0.5, accuracy: 1.0 / 60 + 1e-6)
    }

    func test_waitUntilVisible_stalledTimeStillDoesNotCountWhileSkipping() async throws {
        let generator = try await makeGenerator()
        app.scheduler.schedule(after: 0.5, label: "stall") { [weak self] in self?.app.stallMainThread(for: 10) }
        toastAppearing(after: 12)
        // 12 s of runtime include 10 s of stall: only ~2 s of app time pass before the toast.
        try await generator.waitUntilVisible("toast", timeout: 3)
    }
}

extension WaitingCostTests {
    func test_runUntil_infiniteTimeoutWaitsForTheConditionInBothForms() async throws {
        let generator = try await makeGenerator()
        var ready = false
        app.scheduler.schedule(after: 10, label: "ready") { ready = true }
        XCTAssertTrue(runSynchronously(generator) { ready }, "sync form")
        ready = false
        app.scheduler.schedule(after: 10, label: "ready again") { ready = true }
        let heldAsynchronously = await generator.runUntil(timeout: .infinity) { ready }
        XCTAssertTrue(heldAsynchronously, "async form")
    }

    func test_runUntil_infiniteTimeoutSkippingIdleTimeWaitsForTheConditionInBothForms() async throws {
        let generator = try await makeGenerator()
        toastAppearing(after: 3600)
        let shown = { (try? generator.viewWithIdentifier("toast")) != nil }
        XCTAssertTrue(runSynchronously(generator, skippingIdleTime: true, shown), "sync form")
        try generator.viewWithIdentifier("toast").removeFromSuperview()
        toastAppearing(after: 3600)
        let heldAsynchronously = await generator.runUntil(timeout: .infinity, skippingIdleTime: true, shown)
        XCTAssertTrue(heldAsynchronously, "async form")
    }

    private func runSynchronously(_ generator: EventGenerator, skippingIdleTime: Bool = false, _ condition: () -> Bool) -> Bool {
        generator.runUntil(timeout: .infinity, skippingIdleTime: skippingIdleTime, condition)
    }
}
