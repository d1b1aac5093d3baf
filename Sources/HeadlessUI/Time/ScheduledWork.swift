import Foundation

/// A handle to work scheduled on the runtime clock; cancel it to stop it firing.
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public final class ScheduledWork {
    /// What the work is for, shown in idle reports (built only when read: labels are often
    /// interpolated strings, and most work fires without anyone asking).
    public var label: String { labelProvider() }
    private let labelProvider: @MainActor () -> String
    /// The runtime second at which it fires next.
    public internal(set) var fireTime: TimeInterval
    /// The repeat interval, or `nil` for one-shot work.
    public let repeatInterval: TimeInterval?
    /// Whether the work is still waiting to fire.
    public internal(set) var isScheduled = true
    let sequence: UInt64
    /// The scheduler holding this work (told about cancellations so it can drop them).
    weak var scheduler: Scheduler?
    let action: @MainActor () -> Void
    /// Tells whether the work's owner gave it up without cancelling it (a Foundation `Timer` the app
    /// invalidated): such work is treated as cancelled the next time the scheduler looks at it, so
    /// idle reports stop counting it at once, not when it would have fired.
    package var abandonment: (@MainActor () -> Bool)?

    init(
        label: @escaping @MainActor () -> String, fireTime: TimeInterval, repeatInterval: TimeInterval?, sequence: UInt64,
        action: @escaping @MainActor () -> Void
    ) {
        self.labelProvider = label
        self.fireTime = fireTime
        self.repeatInterval = repeatInterval
        self.sequence = sequence
        self.action = action
    }

    /// Whether the work is still scheduled, after cancelling it if its owner abandoned it.
    func refreshIsScheduled() -> Bool {
        if isScheduled, let abandonment, abandonment() { cancel() }
        return isScheduled
    }

    /// Stops the work from firing (again). Safe to call more than once.
    public func cancel() {
        guard isScheduled else { return }
        isScheduled = false
        scheduler?.workWasCancelled()
    }
}
