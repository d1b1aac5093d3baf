import Foundation
import Hammer

extension KassSession {
    /// Fails with the runtime issues the app reported since the last report (see
    /// ``KassConfig/failsOnRuntimeIssues``): HeadlessUI refuses what UIKit would have thrown on or
    /// logged, so an action whose effect the app refused does not pass unnoticed.
    /// Hangs are not refusals: ``KassConfig/maximumHang`` and `assertResponsive` judge them
    /// (``reportHangs(during:file:line:)``).
    func reportRuntimeIssues(during activity: String, file: StaticString, line: UInt) {
        reportHangs(during: activity, file: file, line: line)
        guard let application else { return }
        let issues = application.runtimeIssues
        guard issues.count > runtimeIssuesReported else { return }
        let new = issues[runtimeIssuesReported...].filter { issue in
            if case .hang = issue { return false }
            return true
        }
        runtimeIssuesReported = issues.count
        guard effectiveConfig.failsOnRuntimeIssues, let first = new.first else { return }
        fail(KassFailure(
            element: nil, action: activity,
            reason: .runtimeIssues(count: new.count, first: "\(first)"),
            details: new.dropFirst().map { .runtimeIssue("\($0)") }
        ), file: file, line: line)
    }
}
