import Foundation

/// Applies an ``AppTimeWaiter``'s steps to the app's run loop: the one way Hammer, Kass and the agent
/// let app time pass while they wait. All decisions are the waiter's; the driver only reads the
/// moment and moves the clock (through the platform seam, ``PlatformClock``). The async form is the
/// sync form with each step yielding to other main-actor tasks: the loop is the same.
///
/// ```swift
/// let driver = AppTimeWaitDriver(application: app)
/// let shown = driver.run(timeout: 5, pace: .everyFrame) { toast.window != nil }
/// ```
@MainActor
package struct AppTimeWaitDriver {
    let clock: PlatformClock

    /// A driver for `application`'s run loop.
    package init(application: UIApplication) {
        clock = PlatformClock(application: application)
    }

    init(clock: PlatformClock) {
        self.clock = clock
    }

    /// Runs one turn at the current time, then checks `condition` after every step of a wait of
    /// `timeout` seconds of app time (see ``AppTimeWaiter``) until it holds or the wait ends.
    /// Returns whether it held.
    package func run(timeout: TimeInterval, pace: AppTimeWaiter.Pace, until condition: () -> Bool) -> Bool {
        var waiter = AppTimeWaiter(timeout: timeout, pace: pace, at: moment(for: nil))
        clock.runTurn(before: -.infinity)
        while true {
            switch waiter.next(conditionHeld: condition(), at: moment(for: waiter)) {
            case .finished(let held): return held
            case .frame(let limit): clock.skipIdleTimeOrRunFrame(upTo: limit)
            case .turn(let limit): clock.runTurn(before: limit)
            }
        }
    }

    /// Async form of ``run(timeout:pace:until:)-(_,_,_)``: the same waiter, each step yielding to
    /// other main-actor tasks.
    package func run(timeout: TimeInterval, pace: AppTimeWaiter.Pace, until condition: () -> Bool) async -> Bool {
        var waiter = AppTimeWaiter(timeout: timeout, pace: pace, at: moment(for: nil))
        await clock.runTurn(before: -.infinity)
        while true {
            switch waiter.next(conditionHeld: condition(), at: moment(for: waiter)) {
            case .finished(let held): return held
            case .frame(let limit): await clock.skipIdleTimeOrRunFrame(upTo: limit)
            case .turn(let limit): await clock.runTurn(before: limit)
            }
        }
    }

    /// One step of a frame-paced wait whose deadline is app time `end` (runtime seconds minus stalled
    /// seconds): while the app is busy one frame; while it is quiescent straight to its next
    /// scheduled wake or `end`, whichever comes first. Never past `end`; a remainder below the
    /// clock's tolerance still lets one frame pass, so a caller's loop always ends. For callers that
    /// keep their own budget and check between steps (Kass's waits).
    package func advance(toward end: TimeInterval) {
        let now = moment(for: nil)
        var waiter = AppTimeWaiter(timeout: end - (now.now - now.stalledTime), pace: .everyFrame, at: now)
        switch waiter.next(conditionHeld: false, at: now) {
        case .frame(let limit): clock.skipIdleTimeOrRunFrame(upTo: limit)
        case .turn(let limit): clock.runTurn(before: limit)
        case .finished: clock.skipIdleTimeOrRunFrame(upTo: -.infinity)
        }
    }

    /// The moment `waiter` needs (quiescence only for an infinite wait).
    private func moment(for waiter: AppTimeWaiter?) -> AppTimeWaiter.Moment {
        clock.moment(includingQuiescence: waiter.map { !$0.budget.timeout.isFinite } ?? false)
    }
}
