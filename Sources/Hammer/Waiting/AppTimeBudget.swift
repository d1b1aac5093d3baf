import Foundation

/// The app time a wait may spend: `timeout` seconds the app had to respond, counted from when the
/// wait began. Stalled time (the main thread blocked, no frames) does not count. Pure bookkeeping,
/// shared by the sync and async forms of `EventGenerator.runUntil`.
struct AppTimeBudget: Equatable {
    /// The seconds of app time allowed (negative counts as 0; infinite waits until the condition holds).
    let timeout: TimeInterval
    private let start: TimeInterval
    private let startStall: TimeInterval

    /// A budget starting at runtime `now`, with `stalledTime` seconds of stall so far.
    init(timeout: TimeInterval, now: TimeInterval, stalledTime: TimeInterval) {
        self.timeout = timeout.isNaN ? 0 : Swift.max(0, timeout)
        start = now
        startStall = stalledTime
    }

    /// The app time left at runtime `now` with `stalledTime` seconds of stall so far.
    func remaining(now: TimeInterval, stalledTime: TimeInterval) -> TimeInterval {
        timeout - ((now - start) - (stalledTime - startStall))
    }

    /// Whether a wait that ran from runtime `before` to `now` without its condition holding should
    /// stop: the budget is spent, or the clock did not move (a terminated app).
    func isSpent(before: TimeInterval, now: TimeInterval, stalledTime: TimeInterval) -> Bool {
        remaining(now: now, stalledTime: stalledTime) <= 1e-9 || now <= before
    }
}
