import Foundation
import HeadlessUI
@testable import Kass
import XCTest

/// `assertResponsive`: a button whose handler blocks the main thread for a configurable time.
@MainActor
final class KassResponsivenessTests: KassDSLTestCase {
    /// "work" stalls the main thread for `stall` seconds per tap, split into `pieces` back-to-back
    /// stalls (no frame between them, so a user feels one freeze).
    private func startApp(stall: TimeInterval, pieces: Int = 1) {
        start(ClosureApp.app { root, application in
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Work") { _ in
                for _ in 0..<pieces { application.stallMainThread(for: stall / Double(pieces)) }
            })
            button.accessibilityIdentifier = "work"
            button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
            root.view.addSubview(button)
        })
    }

    func test_assertResponsive_passesWhenNoStallExceedsTheLimit() async {
        startApp(stall: 0.1)
        session.assertResponsive(maximumHang: 0.25) { screen().button("work").tap() }
        XCTAssertEqual(capture.messages, [])
    }

    func test_assertResponsive_failsNamingTheLongestStall() async {
        startApp(stall: 2)
        session.assertResponsive(maximumHang: 0.25) { screen().button("work").tap() }
        XCTAssertEqual(summaries, ["Kass: assertResponsive failed: the main thread stalled for 2.0 s (allowed 0.25 s)"])
        XCTAssertTrue(capture.messages[0].contains("↳ hint: move the slow work off the main thread"), capture.messages[0])
    }

    func test_assertResponsive_countsBackToBackStallsAsOneFreeze() async {
        startApp(stall: 1, pieces: 10)
        session.assertResponsive(maximumHang: 0.25) { screen().button("work").tap() }
        XCTAssertEqual(summaries, ["Kass: assertResponsive failed: the main thread stalled for 1.0 s (allowed 0.25 s)"])
    }

    func test_assertResponsive_ignoresStallsBeforeTheBlock() async {
        startApp(stall: 2)
        screen().button("work").tap()
        session.assertResponsive(maximumHang: 0.25) { screen().button("work").assertVisible() }
        XCTAssertEqual(capture.messages, [])
    }

    // MARK: Hangs (real work on the main thread)

    /// "work" burns `seconds` of the main thread's CPU time per tap (test set-up: the work a slow handler does).
    private func startApp(burning seconds: TimeInterval) {
        start(ClosureApp.app { root, _ in
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Work") { _ in Self.burnCPU(for: seconds) })
            button.accessibilityIdentifier = "work"
            button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
            root.view.addSubview(button)
        })
    }

    private nonisolated static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private nonisolated static func burnCPU(for seconds: TimeInterval) {
        // The thread's own CPU clock: the work takes `seconds` of CPU however loaded the machine is.
        let end = threadCPUNanoseconds() + UInt64(seconds * 1e9)
        var value: UInt64 = 1
        while threadCPUNanoseconds() < end { value = value &* 6_364_136_223_846_793_005 &+ 1 }
        if value == 0 { print(value) }
    }

    func test_assertResponsive_failsNamingTheCallbackItsTimeAndTheLimitWhenAnActionDoesRealWork() async {
        startApp(burning: 0.3)
        session.assertResponsive(maximumHang: 0.05) { screen().button("work").tap() }
        XCTAssertEqual(summaries.count, 1, "\(capture.messages)")
        let summary = summaries.first ?? ""
        XCTAssertTrue(summary.hasPrefix(
            "Kass: assertResponsive failed: the app hung: UIAction 'Work' of UIButton 'work' (UIAction handler, in touch event) "
                + "held the main thread for 0."
        ), summary)
        XCTAssertTrue(summary.hasSuffix("(allowed 0.05 s)"), summary)
        XCTAssertTrue(capture.messages[0].contains("↳ hint: move the slow work off the main thread"), capture.messages[0])
    }

    func test_assertResponsive_passesWhenTheActionsAreQuick() async {
        startApp(burning: 0)
        session.assertResponsive(maximumHang: 0.25) {
            screen().button("work").tap()
            screen().button("work").tap()
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_assertResponsive_ignoresHangsBeforeTheBlock() async {
        startApp(burning: 0.3)
        session.config.maximumHang = nil
        screen().button("work").tap()
        session.assertResponsive(maximumHang: 0.05) { screen().button("work").assertVisible() }
        XCTAssertEqual(capture.messages, [])
    }

    func test_maximumHang_failsTheActionDuringWhichTheAppHung() async {
        startApp(burning: 0.3)
        session.config.maximumHang = 0.05
        screen().button("work").tap()
        XCTAssertEqual(summaries.count, 1, "\(capture.messages)")
        XCTAssertTrue(
            summaries.first?.hasPrefix("Kass: tap button \"work\" failed: the app hung: UIAction 'Work' of UIButton 'work'") == true,
            "\(summaries)"
        )
    }

    func test_maximumHang_staysQuietInsideAnAssertResponsiveBlock() async {
        startApp(burning: 0.3)
        session.config.maximumHang = 0.05
        session.assertResponsive(maximumHang: 0.05) { screen().button("work").tap() }
        XCTAssertEqual(summaries.count, 1, "one hang fails once: \(summaries)")
        XCTAssertTrue(summaries.first?.hasPrefix("Kass: assertResponsive failed: the app hung") == true, "\(summaries)")
    }

    func test_assertResponsive_refusesANegativeLimit() async {
        startApp(stall: 0)
        session.assertResponsive(maximumHang: -1) {}
        XCTAssertEqual(summaries, ["Kass: assertResponsive failed: the maximum hang -1.0 is not a finite number of seconds ≥ 0"])
    }
}
