#if !canImport(ObjectiveC)
import Foundation
import HeadlessUI

// Foundation's timers on the runtime clock, for files that import `UIKit` alone (UIKit re-exports
// Foundation, on iOS too). These declarations have Foundation's exact shapes, so in such a file they
// shadow Foundation's; in a file that also imports Foundation directly nothing shadows, and
// `@_disfavoredOverload` lets Foundation's own forms win there instead of an ambiguity error. Those
// timers wait on the wall clock: HeadlessUI lists them in idle reports and reports a runtime issue
// (`RuntimeIssue.wallClockTimer`) naming the fix.

extension Timer {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the runtime clock: the timer fires
    /// `interval` seconds of runtime from now (and every `interval` after that when `repeats`), at
    /// its exact instant, costing no wall time; idle reports list it as
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` until it fires for the last time or is
    /// invalidated. The returned object is a real Foundation `Timer`: `invalidate()`, `isValid`,
    /// `fire()`, `timeInterval` and `fireDate` (read) behave as on iOS. As on iOS, a non-positive
    /// interval means 0.1 ms, and the tolerance is accepted but the timer fires exactly.
    ///
    /// Called off the main thread, with no application running or on the real-time clock, this is
    /// Foundation's own timer on the current thread's run loop.
    @_disfavoredOverload
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        guard let application = runtimeClockApplication() else {
            return FoundationTime.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
        }
        let interval = RuntimeClockTimers.effectiveInterval(interval)
        // Made and scheduled on the main thread (`runtimeClockApplication()` checked it): no race.
        nonisolated(unsafe) let timer = Timer(
            fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block
        )
        MainActor.assumeIsolated {
            RuntimeClockTimers.schedule(
                timer, after: interval, on: application, label: "Timer.scheduledTimer(withTimeInterval:repeats:block:)"
            )
        }
        return timer
    }

    /// `Timer(timeInterval:repeats:block:)`: a timer that fires `interval` seconds after it is
    /// created once it is added to a run loop (`RunLoop.main.add(_:forMode:)` puts it on the runtime
    /// clock). Foundation's own form on Linux dates the first firing at its reference date, so such a
    /// timer would fire at once; this one keeps iOS's behaviour. A non-positive interval means 0.1 ms.
    @_disfavoredOverload
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        let interval = RuntimeClockTimers.effectiveInterval(interval)
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }
}

extension RunLoop {
    /// `RunLoop.add(_:forMode:)` for the main run loop on the runtime clock: the timer fires at its
    /// `fireDate` (its distance from now, rounded to the millisecond, in runtime seconds) and then every `timeInterval` if it repeats,
    /// whatever the mode; idle reports list it as `RunLoop.main.add(_:forMode:)`. Adding a timer that
    /// is already scheduled, or one that was invalidated, does nothing, as on iOS.
    ///
    /// For other run loops, off the main thread, with no application running or on the real-time
    /// clock, this is Foundation's own `add(_:forMode:)`.
    @_disfavoredOverload
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        guard self === RunLoop.main, let application = runtimeClockApplication() else {
            FoundationTime.add(timer, to: self, forMode: mode)
            return
        }
        // On the main thread (`runtimeClockApplication()` checked it): no race.
        nonisolated(unsafe) let timer = timer
        MainActor.assumeIsolated {
            // The fire date is a wall-clock date set when the timer was made: its distance from now,
            // rounded to the millisecond, is the delay in runtime (a timer made 2 s ahead fires 2 s on).
            let delay = (timer.fireDate.timeIntervalSinceNow * 1000).rounded() / 1000
            RuntimeClockTimers.schedule(timer, after: delay, on: application, label: "RunLoop.main.add(_:forMode:)")
        }
    }
}

/// The Foundation timers running on the runtime clock, one scheduled work item each.
@MainActor
enum RuntimeClockTimers {
    /// Foundation's smallest interval (0.1 ms), used for non-positive ones.
    nonisolated static let minimumInterval: TimeInterval = 0.0001

    private static var scheduled: [ObjectIdentifier: ScheduledWork] = [:]

    nonisolated static func effectiveInterval(_ interval: TimeInterval) -> TimeInterval {
        interval > 0 ? interval : minimumInterval
    }

    /// Schedules `timer` on `application`'s clock: first `delay` runtime seconds from now, then every
    /// `timeInterval` when it repeats (a non-repeating Foundation timer has interval 0).
    /// The work holds the timer, as a run loop does, and stops when the timer is invalidated.
    static func schedule(_ timer: Timer, after delay: TimeInterval, on application: UIApplication, label: String) {
        scheduled = scheduled.filter { $0.value.isScheduled }
        guard timer.isValid, scheduled[ObjectIdentifier(timer)] == nil else { return }
        let interval = timer.timeInterval
        let work = application.scheduler.schedule(
            after: delay, repeatingEvery: interval > 0 ? interval : nil, label: label
        ) {
            timer.fire()
            if timer.isValid { timer.fireDate = Date(timeIntervalSinceNow: interval) }
        }
        work.abandonment = { !timer.isValid }
        scheduled[ObjectIdentifier(timer)] = work
    }
}
#endif
