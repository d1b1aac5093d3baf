import Foundation

/// The app time a wait may spend: `timeout` seconds the app had to respond, counted from when the
/// wait began. Stalled time (the main thread blocked, no frames) does not count. Pure bookkeeping,
/// kept by ``AppTimeWaiter``.
package struct AppTimeBudget: Equatable, Sendable {
    /// The seconds of app time allowed (negative counts as 0; infinite waits until the condition holds).
    package let timeout: TimeInterval
    private let start: TimeInterval
    private let startStall: TimeInterval

    /// A budget starting at runtime `now`, with `stalledTime` seconds of stall so far.
    package init(timeout: TimeInterval, now: TimeInterval, stalledTime: TimeInterval) {
        self.timeout = timeout.isNaN ? 0 : Swift.max(0, timeout)
        start = now
        startStall = stalledTime
    }

    /// The app time left at runtime `now` with `stalledTime` seconds of stall so far.
    package func remaining(now: TimeInterval, stalledTime: TimeInterval) -> TimeInterval {
        timeout - ((now - start) - (stalledTime - startStall))
    }
}
