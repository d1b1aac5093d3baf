import Foundation

/// Delayed and repeating work on the runtime clock: what apps use instead of wall-clock timers and
/// `asyncAfter`. Work fires at its exact runtime instant while the run loop advances.
///
/// ```swift
/// let app = UIApplication.shared
/// app.scheduler.schedule(after: 1.4, label: "toast") { toast.isHidden = true }
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public final class Scheduler {
    private var heap = MinimumHeap<ScheduledWork> { lhs, rhs in
        (lhs.fireTime, lhs.sequence) < (rhs.fireTime, rhs.sequence)
    }
    private var nextSequence: UInt64 = 0
    private let clock: RuntimeClock
    /// The jitter source applied to work scheduled with `jitter: true`.
    public var jitter: SeededJitter
    /// Measures each firing (set by the application once its run loop exists).
    var hangMonitor: HangMonitor?

    init(clock: RuntimeClock, jitter: SeededJitter) {
        self.clock = clock
        self.jitter = jitter
    }

    /// Schedules `action` to run `delay` seconds of runtime from now, once or every `repeatInterval`.
    ///
    /// - Parameters:
    ///   - delay: seconds from now; negative means "next turn"; non-finite values are reported as a
    ///     runtime issue and the work never fires.
    ///   - repeatInterval: when set (> 0), the work fires again that often until cancelled.
    ///   - jitter: apply the run's seeded jitter to the delay (latencies, timers).
    ///   - label: shown in idle reports.
    @discardableResult
    public func schedule(
        after delay: TimeInterval,
        repeatingEvery repeatInterval: TimeInterval? = nil,
        jitter: Bool = false,
        label: @autoclosure @escaping @MainActor () -> String = "work",
        action: @escaping @MainActor () -> Void
    ) -> ScheduledWork {
        nextSequence += 1
        if let problem = Self.problem(delay: delay, repeatInterval: repeatInterval) {
            UIApplication.reportRuntimeIssue(.invalidSchedule(label: label(), reason: problem))
            let refused = ScheduledWork(label: label, fireTime: .infinity, repeatInterval: nil, sequence: nextSequence, action: action)
            refused.isScheduled = false
            return refused
        }
        // Like `asyncAfter` and `Timer`, a negative delay means "as soon as possible".
        let clampedDelay = Swift.max(0, delay)
        let effectiveDelay = jitter ? self.jitter.apply(to: clampedDelay) : clampedDelay
        let work = ScheduledWork(
            label: label, fireTime: clock.seconds + effectiveDelay, repeatInterval: repeatInterval,
            sequence: nextSequence, action: action
        )
        work.scheduler = self
        heap.insert(work)
        return work
    }

    private static func problem(delay: TimeInterval, repeatInterval: TimeInterval?) -> String? {
        guard delay.isFinite else {
            return "the delay \(delay) is not a finite number of seconds. Pass a finite delay (0 for the next turn)."
        }
        if let repeatInterval, !(repeatInterval.isFinite && repeatInterval > 0) {
            return "the repeat interval \(repeatInterval) must be a positive, finite number of seconds. Pass nil for one-shot work."
        }
        return nil
    }

    /// The sequence number of the most recently scheduled work (later work has larger ones).
    var lastSequence: UInt64 { nextSequence }

    /// The runtime second of the next scheduled work, if any.
    public var nextFireTime: TimeInterval? {
        dropCancelled()
        return heap.minimum?.fireTime
    }

    /// Work that is still scheduled, earliest first.
    public var pendingWork: [ScheduledWork] {
        heap.elements.filter { $0.refreshIsScheduled() }.sorted { ($0.fireTime, $0.sequence) < ($1.fireTime, $1.sequence) }
    }

    /// Fires every work item due at or before the current time, in time order. Returns how many fired.
    @discardableResult
    func fireDueWork() -> Int {
        var fired = 0
        let now = clock.seconds
        while let first = heap.minimum, first.fireTime <= now + TimeTolerance.epsilon {
            // Abandoned work is cancelled first (which may rebuild the heap); the next pass drops it.
            if first.isScheduled, !first.refreshIsScheduled() { continue }
            heap.removeMinimum()
            guard first.isScheduled else {
                cancelledInHeap = Swift.max(0, cancelledInHeap - 1)
                continue
            }
            if let interval = first.repeatInterval {
                // Like Foundation's Timer: a late timer fires once and skips the missed beats.
                var next = first.fireTime + interval
                while next <= now + TimeTolerance.epsilon { next += interval }
                first.fireTime = next
                nextSequence += 1
                heap.insert(first)
            } else {
                first.isScheduled = false
            }
            if let hangMonitor {
                hangMonitor.measure(.timer, "timer '\(first.label)'") { first.action() }
            } else {
                first.action()
            }
            fired += 1
        }
        return fired
    }

    /// Cancels everything (used when the application is torn down).
    func cancelAll() {
        for work in heap.elements { work.isScheduled = false }
        heap.removeAll()
        cancelledInHeap = 0
    }

    /// Entries in the heap, cancelled ones included (for tests of the clean-up).
    var storedWorkCount: Int { heap.count }

    /// Cancelled work still in the heap (it is dropped lazily).
    private var cancelledInHeap = 0

    /// Keeps cancelled work from piling up while the clock stands still: once most of the heap is
    /// cancelled, it is rebuilt without it (amortized constant cost per cancellation).
    func workWasCancelled() {
        cancelledInHeap += 1
        guard cancelledInHeap > 32, cancelledInHeap * 2 > heap.count else { return }
        let live = heap.elements.filter(\.isScheduled)
        heap.removeAll()
        for work in live { heap.insert(work) }
        cancelledInHeap = 0
    }

    private func dropCancelled() {
        while let first = heap.minimum {
            if first.isScheduled {
                // Abandoned work is cancelled here (which may rebuild the heap); then look again.
                if first.refreshIsScheduled() { return }
                continue
            }
            heap.removeMinimum()
            cancelledInHeap = Swift.max(0, cancelledInHeap - 1)
        }
    }
}
