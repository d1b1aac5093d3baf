import Foundation

/// The decisions of one wait on the app's clock, as a pure value: it is told the time and what the
/// app is doing, it never reads a clock, so its rules are tested as timelines. A thin driver
/// (``AppTimeWaitDriver``) applies its steps to the run loop; every wait in Hammer, Kass and the
/// agent goes through it.
///
/// The rules:
/// - The condition is checked after every step, so a wait returns in the first frame it holds.
/// - The budget is `timeout` seconds of app time from the start (``AppTimeBudget``): stalled time
///   (the main thread blocked) does not count.
/// - ``Pace/everyFrame``: one frame per step while the app is busy; while it is quiescent, straight
///   to its next scheduled wake or the deadline (the idle jump of
///   `HeadlessRunLoop.skipIdleTime(upTo:)`). For conditions on what the app shows.
/// - ``Pace/everyTurn``: one run-loop turn per step, no jumps. For conditions that may read frame
///   counts or the clock.
/// - Bounded work: the wait ends when the app is terminated, when an infinite timeout meets an app
///   with nothing left that could change anything (quiescent, nothing scheduled), or when the clock
///   stands still for ``maximumStillSteps`` steps in a row.
///
/// ```swift
/// var waiter = AppTimeWaiter(timeout: 2, pace: .everyFrame, at: moment)
/// waiter.next(conditionHeld: false, at: moment)   // .frame(skippingIdleTimeUpTo: deadline)
/// ```
package struct AppTimeWaiter: Equatable, Sendable {
    /// How often the condition is checked.
    package enum Pace: Equatable, Sendable {
        /// After every frame while the app is busy; quiescent time is skipped to the next wake.
        case everyFrame
        /// After every run-loop turn; no time is skipped.
        case everyTurn
    }

    /// What the app is doing at one moment, read by the driver before each decision.
    package struct Moment: Equatable, Sendable {
        /// Runtime seconds.
        package var now: TimeInterval
        /// Runtime seconds the main thread spent stalled so far.
        package var stalledTime: TimeInterval
        /// Whether the app was terminated.
        package var isTerminated = false
        /// Whether a frame now could change nothing the app shows.
        package var isQuiescent = false
        /// The runtime second of the app's next scheduled wake (timer, delayed work, sleeping task).
        package var nextScheduledWake: TimeInterval?

        /// A moment at runtime `now` with `stalledTime` seconds of stall so far.
        package init(
            now: TimeInterval, stalledTime: TimeInterval = 0, isTerminated: Bool = false, isQuiescent: Bool = false,
            nextScheduledWake: TimeInterval? = nil
        ) {
            self.now = now
            self.stalledTime = stalledTime
            self.isTerminated = isTerminated
            self.isQuiescent = isQuiescent
            self.nextScheduledWake = nextScheduledWake
        }
    }

    /// What the driver does next.
    package enum Step: Equatable, Sendable {
        /// The wait is over; `held` says whether the condition held.
        case finished(held: Bool)
        /// Skip quiescent time up to runtime `limit` if the app allows it, otherwise let one frame pass.
        case frame(skippingIdleTimeUpTo: TimeInterval)
        /// Let one run-loop turn pass, the clock moving no further than runtime `limit`.
        case turn(before: TimeInterval)
    }

    /// How many steps in a row may leave the clock where it was before the wait gives up.
    package static let maximumStillSteps = 1_000

    /// The app-time budget.
    package let budget: AppTimeBudget
    /// How often the condition is checked.
    package let pace: Pace
    private var lastNow: TimeInterval
    private var stillSteps = 0

    /// A wait of `timeout` seconds of app time (negative or NaN: check once; infinite: until the
    /// condition holds or nothing can change it) starting at `moment`.
    package init(timeout: TimeInterval, pace: Pace, at moment: Moment) {
        budget = AppTimeBudget(timeout: timeout, now: moment.now, stalledTime: moment.stalledTime)
        self.pace = pace
        lastNow = moment.now
    }

    /// The runtime second at which the budget runs out, seen at `moment` (stalls push it later).
    package func deadline(at moment: Moment) -> TimeInterval {
        moment.now + Swift.max(0, budget.remaining(now: moment.now, stalledTime: moment.stalledTime))
    }

    /// The next step after a check of the condition at `moment` (`conditionHeld`: its result).
    package mutating func next(conditionHeld: Bool, at moment: Moment) -> Step {
        if conditionHeld { return .finished(held: true) }
        if moment.isTerminated { return .finished(held: false) }
        if budget.remaining(now: moment.now, stalledTime: moment.stalledTime) <= Self.tolerance { return .finished(held: false) }
        if !budget.timeout.isFinite, moment.isQuiescent, moment.nextScheduledWake == nil { return .finished(held: false) }
        stillSteps = moment.now > lastNow ? 0 : stillSteps + 1
        lastNow = Swift.max(lastNow, moment.now)
        if stillSteps > Self.maximumStillSteps { return .finished(held: false) }
        let limit = deadline(at: moment)
        switch pace {
        case .everyFrame: return .frame(skippingIdleTimeUpTo: limit)
        case .everyTurn: return .turn(before: limit)
        }
    }

    /// Time below which what is left of the budget counts as nothing (the clock's tolerance).
    static let tolerance: TimeInterval = 1e-9
}
