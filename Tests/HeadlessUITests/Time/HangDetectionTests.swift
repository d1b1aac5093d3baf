import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Hang detection: main-thread callbacks of the app are timed on the machine's monotonic clock and
/// the outermost one that held the main thread longer than the threshold is recorded. The margins
/// are wide (a 50 ms threshold against 300 ms of real work; "no hang" cases do next to nothing).
@MainActor
final class HangDetectionTests: HeadlessTestCase {
    /// Keeps the CPU busy for `seconds` of this thread's CPU time (test set-up: the work a slow handler does).
    private func burnCPU(for seconds: TimeInterval) {
        // The thread's own CPU clock: the work takes `seconds` of CPU however loaded the machine is.
        let end = threadCPUNanoseconds() + UInt64(seconds * 1e9)
        var value: UInt64 = 1
        while threadCPUNanoseconds() < end { value = value &* 6_364_136_223_846_793_005 &+ 1 }
        if value == 0 { print(value) }
    }

    @discardableResult
    private func button(_ identifier: String, work: TimeInterval) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Work") { [unowned self] _ in burnCPU(for: work) })
        button.accessibilityIdentifier = identifier
        return place(button, frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    }

    func test_hang_anActionThatBurnsRealTimeIsRecordedWithItsKindAndName() async {
        app.runLoop.hangThreshold = 0.05
        button("work", work: 0.3)
        fingers.tap(CGPoint(x: 120, y: 122))
        XCTAssertEqual(app.runLoop.hangs.count, 1, "\(app.runLoop.hangs)")
        let hang = app.runLoop.hangs.first
        XCTAssertEqual(hang?.callback, .action)
        XCTAssertEqual(hang?.name, "UIAction 'Work' of UIButton 'work'")
        XCTAssertEqual(hang?.within, "touch event")
        XCTAssertGreaterThanOrEqual(hang?.wallDuration ?? 0, 0.3)
        XCTAssertEqual(app.runLoop.hangCount, 1)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(
            "\(issues)".contains("UIAction 'Work' of UIButton 'work' (UIAction handler, in touch event) held the main thread"), "\(issues)"
        )
    }

    func test_hang_aFastCallbackIsNotAHang() async {
        app.runLoop.hangThreshold = 0.05
        var taps = 0
        let fast = UIButton(type: .system, primaryAction: UIAction(title: "Fast") { _ in taps += 1 })
        place(fast, frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        fingers.tap(CGPoint(x: 120, y: 122))
        wait(0.5)
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(app.runLoop.hangs, [])
        XCTAssertEqual(app.runLoop.hangCount, 0)
    }

    func test_hang_nestedCallbacksCountOnceAsTheOutermost() async {
        app.runLoop.hangThreshold = 0.05
        let inner = UIButton(type: .system, primaryAction: UIAction(title: "Inner") { [unowned self] _ in burnCPU(for: 0.15) })
        app.scheduler.schedule(after: 0.1, label: "refresh") {
            for _ in 0..<3 { inner.sendActions(for: .primaryActionTriggered) }
        }
        wait(0.5)
        XCTAssertEqual(app.runLoop.hangs.count, 1, "\(app.runLoop.hangs)")
        let hang = app.runLoop.hangs.first
        XCTAssertGreaterThanOrEqual(hang?.wallDuration ?? 0, 0.45, "the three actions are inside the one timer callback")
        XCTAssertEqual(hang?.callback, .timer, "no single action took half the time, so the timer names it")
        XCTAssertEqual(hang?.name, "timer 'refresh'")
        expectRuntimeIssues(count: 1)
    }

    func test_hang_aTimerHangIsNamedByItsLabelAndStampedWithItsAppTime() async {
        app.runLoop.hangThreshold = 0.05
        let start = app.clock.seconds
        app.scheduler.schedule(after: 1, label: "re-sort") { [unowned self] in burnCPU(for: 0.3) }
        wait(2)
        let hang = app.runLoop.hangs.first
        XCTAssertEqual(hang?.callback, .timer)
        XCTAssertEqual(hang?.name, "timer 're-sort'")
        XCTAssertEqual(hang?.start ?? -1, start + 1, accuracy: 1e-6)
        expectRuntimeIssues(count: 1)
    }

    func test_hang_doesNotMoveTheVirtualClock() async {
        app.runLoop.hangThreshold = 0.05
        var firedAt: TimeInterval?
        app.scheduler.schedule(after: 0.1, label: "slow") { [unowned self] in burnCPU(for: 0.3) }
        app.scheduler.schedule(after: 0.2, label: "next") { [unowned self] in firedAt = app.clock.seconds }
        let start = app.clock.seconds
        wait(0.15)
        XCTAssertEqual(app.runLoop.hangs.count, 1)
        XCTAssertEqual(app.clock.seconds, start + 0.15, accuracy: 1e-9, "a hang is measured, never fed into app time")
        XCTAssertEqual(app.runLoop.stalledTime, 0)
        wait(0.1)
        XCTAssertEqual(firedAt ?? -1, start + 0.2, accuracy: 1e-9)
        expectRuntimeIssues(count: 1)
    }

    func test_hang_viewControllerLifecycleIsNamed() async {
        app.runLoop.hangThreshold = 0.05
        let controller = SlowLoadingController { [unowned self] in burnCPU(for: 0.3) }
        controller.loadViewIfNeeded()
        XCTAssertEqual(app.runLoop.hangs.first?.callback, .viewControllerLifecycle)
        XCTAssertEqual(app.runLoop.hangs.first?.name, "loadView and viewDidLoad of SlowLoadingController")
        expectRuntimeIssues(count: 1)
    }

    func test_hangThreshold_refusesANonPositiveValue() async {
        app.runLoop.hangThreshold = 0
        XCTAssertEqual(app.runLoop.hangThreshold, 0.25)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues)".contains("the threshold must be a positive number of seconds"), "\(issues)")
    }

    func test_hangThreshold_infinityStopsMeasuring() async {
        app.runLoop.hangThreshold = .infinity
        app.scheduler.schedule(after: 0.1, label: "slow") { [unowned self] in burnCPU(for: 0.3) }
        wait(0.2)
        XCTAssertEqual(app.runLoop.hangs, [])
    }
}

/// The calling thread's CPU time, in nanoseconds.
private func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// A controller whose `viewDidLoad` runs `work`.
@MainActor
private final class SlowLoadingController: UIViewController {
    let work: () -> Void
    init(work: @escaping () -> Void) {
        self.work = work
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        work()
    }
}
