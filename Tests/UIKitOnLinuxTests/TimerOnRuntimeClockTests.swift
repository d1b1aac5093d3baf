import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Foundation's `Timer` in app code that imports UIKit alone (UIKitAloneTime.swift,
/// BannerViewController.swift) runs on the runtime clock: exact virtual instants, repeats, stops when
/// invalidated, counts in idle reports, costs no wall time.
@MainActor
final class TimerOnRuntimeClockTests: HeadlessTestCase {
    func test_scheduledTimer_firesAtTheRuntimeInstantWithoutWallTime() async {
        let log = FiringLog()
        let start = app.clock.seconds
        let wallStart = Date()
        let timer = UIKitAloneTime.scheduledTimer(every: 2, repeats: false, log: log)
        wait(1.99)
        XCTAssertEqual(log.times, [])
        XCTAssertTrue(timer.isValid)
        wait(0.02)
        XCTAssertEqual(log.times.map { $0 - start }, [2])
        XCTAssertFalse(timer.isValid, "a one-shot timer is invalid after it fired, as on iOS")
        wait(5)
        XCTAssertEqual(log.times.count, 1)
        XCTAssertLessThan(Date().timeIntervalSince(wallStart), 1, "runtime seconds, not wall seconds")
    }

    func test_repeatingScheduledTimer_firesEveryIntervalUntilInvalidated() async {
        let log = FiringLog()
        let start = app.clock.seconds
        let timer = UIKitAloneTime.scheduledTimer(every: 1, repeats: true, log: log)
        wait(3.5)
        XCTAssertEqual(log.times.map { $0 - start }, [1, 2, 3])
        XCTAssertTrue(timer.isValid)
        timer.invalidate()
        XCTAssertTrue(app.idleReport(horizon: 5).isIdle, "an invalidated timer is no longer pending: \(app.idleReport(horizon: 5))")
        wait(3)
        XCTAssertEqual(log.times.count, 3)
    }

    func test_pendingTimer_isListedInIdleReportsUntilItFires() async {
        let log = FiringLog()
        _ = UIKitAloneTime.scheduledTimer(every: 2, repeats: false, log: log)
        let pending = app.idleReport(horizon: 5)
        XCTAssertFalse(pending.isIdle)
        XCTAssertTrue(pending.description.contains("Timer.scheduledTimer(withTimeInterval:repeats:block:)"), pending.description)
        wait(2.1)
        XCTAssertTrue(app.idleReport(horizon: 5).isIdle)
    }

    func test_idleSkippingWait_landsOnTheTimersInstant() async {
        let log = FiringLog()
        let start = app.clock.seconds
        _ = UIKitAloneTime.scheduledTimer(every: 3600, repeats: false, log: log)
        let fired = await app.runLoop.runSkippingIdleTime(timeout: 7200) { !log.times.isEmpty }
        XCTAssertTrue(fired)
        XCTAssertEqual((log.times.first ?? -1) - start, 3600, accuracy: 1e-6)
    }

    func test_timerAddedToMainRunLoop_firesOnTheRuntimeClockAndRepeats() async {
        let log = FiringLog()
        let start = app.clock.seconds
        let timer = UIKitAloneTime.timerAddedToMainRunLoop(every: 0.5, repeats: true, log: log)
        UIKitAloneTime.addToMainRunLoop(timer)
        XCTAssertTrue(app.idleReport(horizon: 1).description.contains("RunLoop.main.add(_:forMode:)"))
        wait(1.6)
        XCTAssertEqual(log.times.map { $0 - start }, [0.5, 1, 1.5], "added twice, it still fires once per interval")
        timer.invalidate()
        wait(1)
        XCTAssertEqual(log.times.count, 3)
    }

    func test_invalidatedBeforeFiring_neverFires() async {
        let log = FiringLog()
        let timer = UIKitAloneTime.scheduledTimer(every: 1, repeats: false, log: log)
        wait(0.5)
        timer.invalidate()
        XCTAssertTrue(app.idleReport(horizon: 5).isIdle)
        wait(2)
        XCTAssertEqual(log.times, [])
    }

    func test_bannerHiddenByTimer_hidesAfterExactlyTwoSecondsOfAppTime() async {
        let screen = BannerViewController()
        window.rootViewController = screen
        wait(0.1)
        screen.showBanner()
        wait(1.9)
        XCTAssertFalse(screen.banner.isHidden)
        XCTAssertFalse(app.idleReport(horizon: 0.2).isIdle, "the hide timer is pending")
        let settled = app.runLoop.runUntilIdle(timeout: 1, horizon: 0.2)
        XCTAssertTrue(settled)
        XCTAssertTrue(screen.banner.isHidden, "an idle wait does not pass while the banner's timer is pending")
    }

    func test_bannerTimerInvalidated_keepsTheBanner() async {
        let screen = BannerViewController()
        window.rootViewController = screen
        wait(0.1)
        screen.showBanner()
        wait(1)
        screen.keepBanner()
        wait(5)
        XCTAssertFalse(screen.banner.isHidden)
    }
}
