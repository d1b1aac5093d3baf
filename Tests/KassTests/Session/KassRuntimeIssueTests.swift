import Foundation
import HeadlessUI
@testable import Kass
import XCTest

/// Runtime issues the app reports (operations HeadlessUI refused) fail the action or launch during
/// which they happened, unless the configuration turns that off.
@MainActor
final class KassRuntimeIssueTests: KassDSLTestCase {
    /// "refuse" asks the runtime for an impossible stall, which it refuses with a runtime issue.
    private func startApp(issueAtLaunch: Bool = false, configure: (inout KassConfig) -> Void = { _ in }) {
        start(ClosureApp.app { root, application in
            makeButton("refuse", title: "Refuse", frame: CGRect(x: 20, y: 120, width: 200, height: 44), in: root.view) {
                application.stallMainThread(for: -1)
            }
            makeButton("fine", title: "Fine", frame: CGRect(x: 20, y: 180, width: 200, height: 44), in: root.view)
            if issueAtLaunch { application.stallMainThread(for: .nan) }
        }, configure: configure)
    }

    func test_runtimeIssue_failsTheActionDuringWhichItHappened() async {
        startApp()
        screen().button("refuse").tap()
        XCTAssertEqual(summaries, [
            "Kass: tap button \"refuse\" failed: the app reported a runtime issue: stallMainThread(for: -1.0): the stall must be a "
                + "positive, finite number of seconds.",
        ])
        XCTAssertTrue(capture.messages[0].contains("↳ hint: the runtime refused an operation"), capture.messages[0])
    }

    func test_runtimeIssue_isReportedOnce() async {
        startApp()
        screen().button("refuse").tap()
        screen().button("fine").tap()
        XCTAssertEqual(capture.messages.count, 1)
    }

    func test_runtimeIssue_atLaunchFailsTheLaunch() async {
        startApp(issueAtLaunch: true)
        XCTAssertEqual(summaries.count, 1)
        XCTAssertTrue(
            summaries[0].hasPrefix("Kass: launch failed: the app reported a runtime issue: stallMainThread(for: nan)"), summaries[0]
        )
    }

    func test_runtimeIssue_canBeAllowedByTheConfiguration() async {
        startApp { $0.failsOnRuntimeIssues = false }
        screen().button("refuse").tap()
        XCTAssertEqual(capture.messages, [])
    }
}
