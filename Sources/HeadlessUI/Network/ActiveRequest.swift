#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// The main thread's view of one tracked request: when it started, what the app will get and when,
/// and the busy token that keeps idle reports honest until the app's completion has run.
@MainActor
final class ActiveRequest {
    /// What the app is told when the answer is due.
    enum Plan {
        /// The real server's answer.
        case answer
        /// A simulated failure (offline, timed out).
        case fail(URLError)
    }

    let tracked: TrackedRequest
    /// The runtime second the app resumed the task.
    let start: TimeInterval
    var plan: Plan
    /// The runtime second the answer reaches the app.
    var deliveryTime: TimeInterval = 0
    /// The scheduled delivery.
    var delivery: ScheduledWork?
    /// The real answer, once waited for.
    var outcome: RealNetworkOutcome?
    /// Listed in idle reports until the app's completion and its hop to the main thread ran.
    let token: BusyWorkToken
    /// The runtime second the app's handler had run: the busy work ends in the first turn after it
    /// (this turn lets the main queue run what the handler queued there first).
    var handedOverAt: TimeInterval?
    /// Whether the main queue ran a block queued after the app's handler had run (so it also ran
    /// what the handler queued there).
    var mainQueueRanAfterHandler = false
    /// Whether the answer was handed over (or the task cancelled) and only the app's handler is awaited.
    var isFinishing = false

    init(tracked: TrackedRequest, start: TimeInterval, plan: Plan, token: BusyWorkToken) {
        self.tracked = tracked
        self.start = start
        self.plan = plan
        self.token = token
    }

    /// Whether the app cancelled the task before its answer was delivered (`cancel()` marks the task
    /// at once; `URLSession` then stops the protocol and reports `NSURLErrorCancelled` itself).
    var wasCancelledByApp: Bool {
        if tracked.wasStopped || tracked.hasForwardedFinalCallback { return true }
        return tracked.urlProtocol?.task?.state == .canceling
    }
}
