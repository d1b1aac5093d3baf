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
        session.assertResponsive(maximumStall: 0.25) { screen().button("work").tap() }
        XCTAssertEqual(capture.messages, [])
    }

    func test_assertResponsive_failsNamingTheLongestStall() async {
        startApp(stall: 2)
        session.assertResponsive(maximumStall: 0.25) { screen().button("work").tap() }
        XCTAssertEqual(summaries, ["Kass: assertResponsive failed: the main thread stalled for 2.0 s (allowed 0.25 s)"])
        XCTAssertTrue(capture.messages[0].contains("↳ hint: move the slow work off the main thread"), capture.messages[0])
    }

    func test_assertResponsive_countsBackToBackStallsAsOneFreeze() async {
        startApp(stall: 1, pieces: 10)
        session.assertResponsive(maximumStall: 0.25) { screen().button("work").tap() }
        XCTAssertEqual(summaries, ["Kass: assertResponsive failed: the main thread stalled for 1.0 s (allowed 0.25 s)"])
    }

    func test_assertResponsive_ignoresStallsBeforeTheBlock() async {
        startApp(stall: 2)
        screen().button("work").tap()
        session.assertResponsive(maximumStall: 0.25) { screen().button("work").assertVisible() }
        XCTAssertEqual(capture.messages, [])
    }

    func test_assertResponsive_refusesANegativeLimit() async {
        startApp(stall: 0)
        session.assertResponsive(maximumStall: -1) {}
        XCTAssertEqual(summaries, ["Kass: assertResponsive failed: the maximum stall -1.0 is not a finite number of seconds ≥ 0"])
    }
}
