import Foundation

/// Reports runtime issues found by text code, which may run off the main actor.
enum TextIssueReporter {
    /// Reports `issue` to the current application: at once on the main thread, otherwise on the
    /// main actor's next turn.
    static func report(_ issue: RuntimeIssue) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { UIApplication.reportRuntimeIssue(issue) }
        } else {
            Task { @MainActor in UIApplication.reportRuntimeIssue(issue) }
        }
    }
}
