import Foundation

/// Watches Foundation's own main run loop for timers HeadlessUI's runtime clock cannot drive: a
/// `Timer` that app code scheduled with Foundation's own API (in a file that imports Foundation
/// directly, where the `UIKit` module's runtime-clock forms step aside) waits on the wall clock.
/// HeadlessUI cannot move it onto the runtime clock, so it makes it visible instead: idle reports
/// list it (a wait never calls the app idle while it is pending) and the first time one is seen a
/// runtime issue names the call and the fix.
@MainActor
final class FoundationRunLoopWatch {
    /// The wall-clock date at which the next Foundation timer on `RunLoop.main` fires, as seen at
    /// the end of the last run-loop turn; `nil` when none is scheduled.
    private(set) var nextTimerFireDate: Date?
    /// Whether the pending timers were already reported (one report until none is left).
    private var reported = false

    /// Fire dates further away than this (about three years) are Foundation's "no timer" markers.
    private static let farFuture: TimeInterval = 1e8

    /// Looks at `RunLoop.main` once. Like a turn of UIKit's main run loop, the look fires Foundation
    /// timers that are due on the wall clock and runs blocks queued on the main queue.
    func poll() {
        let limit = RunLoop.main.limitDate(forMode: .default)
        if let limit, limit.timeIntervalSinceNow < Self.farFuture {
            nextTimerFireDate = limit
            if !reported {
                reported = true
                UIApplication.reportRuntimeIssue(.wallClockTimer(firesIn: Swift.max(0, limit.timeIntervalSinceNow)))
            }
        } else {
            nextTimerFireDate = nil
            reported = false
        }
    }

    /// The idle report's line for the pending Foundation timer, if any.
    var idleLabel: String? {
        guard let nextTimerFireDate else { return nil }
        let seconds = String(format: "%.3f", Swift.max(0, nextTimerFireDate.timeIntervalSinceNow))
        return "Foundation Timer on RunLoop.main (wall clock, fires in \(seconds) s of real time)"
    }
}
