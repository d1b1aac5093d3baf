import Foundation
import Hammer

extension KassSession {
    /// Fails with the runtime issues the app reported since the last report (see
    /// ``KassConfig/failsOnRuntimeIssues``): HeadlessUI refuses what UIKit would have thrown on or
    /// logged, so an action whose effect the app refused does not pass unnoticed.
    func reportRuntimeIssues(during activity: String, file: StaticString, line: UInt) {
        guard let application else { return }
        let issues = application.runtimeIssues
        guard issues.count > runtimeIssuesReported else { return }
        let new = issues[runtimeIssuesReported...]
        runtimeIssuesReported = issues.count
        guard effectiveConfig.failsOnRuntimeIssues, let first = new.first else { return }
        fail(KassFailure(
            element: nil, action: activity,
            reason: new.count == 1 ? "the app reported a runtime issue: \(first)" : "the app reported \(new.count) runtime issues, first: \(first)",
            hint: "the runtime refused an operation the app asked for (UIKit would throw or log); fix the app, or set config.failsOnRuntimeIssues = false for a test that provokes it on purpose",
            details: new.dropFirst().map { "runtime issue: \($0)" }
        ), file: file, line: line)
    }
}
