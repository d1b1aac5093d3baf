import Foundation

/// What one waiting verb keeps between checks and how it ends. Both forms of a verb build the same
/// value, check through it and finish through it; they differ only in how the run loop turns
/// (``EventGenerator/runUntil(_:_:)-(_,_)`` or its async form), so they cannot drift.
///
/// ```swift
/// let wait = VerbWait<HammerError>(timeout: 3, pace: .everyFrame)
/// let held = runUntil(wait) { wait.holds(visibilityFailure(of: view)) }
/// try wait.finish(held) { Self.afterWaiting($0, timeout: 3) }
/// ```
@MainActor
final class VerbWait<Failure: Error> {
    /// Seconds of app time the wait may take.
    let timeout: TimeInterval
    /// How often the check runs (``AppTimeWaiter/Pace``).
    let pace: AppTimeWaiter.Pace
    /// The last reason the check did not hold (or the error that ended it).
    private(set) var failure: Failure?
    /// Whether the check ended the wait with an error.
    private var stopped = false

    /// A wait of `timeout` seconds of app time at `pace`.
    init(timeout: TimeInterval, pace: AppTimeWaiter.Pace) {
        self.timeout = timeout
        self.pace = pace
    }

    /// True when there is no `problem`; otherwise false, keeping the problem as the last failure.
    func holds(_ problem: Failure?) -> Bool {
        guard let problem else { return true }
        failure = problem
        return false
    }

    /// `condition`'s answer; an error it throws ends the wait (the check counts as done) and is
    /// what ``finish(_:orElse:)`` throws.
    func evaluate(_ condition: () throws(Failure) -> Bool) -> Bool {
        do {
            return try condition()
        } catch {
            failure = error
            stopped = true
            return true
        }
    }

    /// Ends the wait: throws the error the check ended it with, or when it did not hold the last
    /// failure passed through `afterWaiting` (or `timedOut` when there was none).
    /// `timedOut` is built only when it is thrown.
    func finish(
        _ held: Bool, afterWaiting: (Failure) -> any Error = { $0 }, orElse timedOut: @autoclosure () -> (any Error)? = nil
    ) throws {
        if stopped, let failure { throw failure }
        guard !held else { return }
        if let failure { throw afterWaiting(failure) }
        if let timedOut = timedOut() { throw timedOut }
    }
}

extension EventGenerator {
    /// Runs `wait`'s check until it holds or the wait's time is up (see ``runUntil(timeout:skippingIdleTime:_:)-(_,_,_)``).
    func runUntil<Failure>(_ wait: VerbWait<Failure>, _ check: () -> Bool) -> Bool {
        runUntil(timeout: wait.timeout, skippingIdleTime: wait.pace == .everyFrame, check)
    }

    /// Async form of ``runUntil(_:_:)-(_,_)``.
    func runUntil<Failure>(_ wait: VerbWait<Failure>, _ check: () -> Bool) async -> Bool {
        await runUntil(timeout: wait.timeout, skippingIdleTime: wait.pace == .everyFrame, check)
    }
}

extension VerbWait where Failure == HammerError {
    /// The last failure of a view or element wait, saying how long it waited.
    func afterWaiting(_ failure: HammerError) -> any Error {
        EventGenerator.afterWaiting(failure, timeout: timeout)
    }
}
