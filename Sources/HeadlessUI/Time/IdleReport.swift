import Foundation

/// What the runtime still has to do: the basis for waiting on "idle" instead of sleeping.
///
/// - Note: HeadlessUI only; not in UIKit.
public struct IdleReport: Equatable, Sendable, CustomStringConvertible {
    /// HID events queued and not yet processed.
    public var pendingEvents: Int
    /// Animations still running.
    public var runningAnimations: Int
    /// Labels of scheduled work due within the horizon.
    public var timersDueSoon: [String]
    /// Tasks sleeping on the runtime clock with deadlines within the horizon.
    public var sleepersDueSoon: Int
    /// Labels of busy work the app registered and has not ended.
    public var busyWork: [String]
    /// Whether a layout pass is pending.
    public var layoutPending: Bool

    /// True when nothing is pending.
    public var isIdle: Bool {
        pendingEvents == 0 && runningAnimations == 0 && timersDueSoon.isEmpty && sleepersDueSoon == 0
            && busyWork.isEmpty && !layoutPending
    }

    /// "idle", or a list of what is pending.
    public var description: String {
        if isIdle { return "idle" }
        var parts: [String] = []
        if pendingEvents > 0 { parts.append("\(pendingEvents) pending event(s)") }
        if runningAnimations > 0 { parts.append("\(runningAnimations) running animation(s)") }
        if !timersDueSoon.isEmpty { parts.append("timers due: \(timersDueSoon.joined(separator: ", "))") }
        if sleepersDueSoon > 0 { parts.append("\(sleepersDueSoon) sleeping task(s) due") }
        if !busyWork.isEmpty { parts.append("busy: \(busyWork.joined(separator: ", "))") }
        if layoutPending { parts.append("layout pending") }
        return "busy (" + parts.joined(separator: "; ") + ")"
    }
}

/// A token for work the app is doing off the clock (a request in flight, a database write).
/// The runtime reports it as busy until ``end()`` is called.
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public final class BusyWorkToken {
    /// What the work is.
    public let label: String
    /// Order of registration (later tokens have larger ones).
    let sequence: UInt64
    /// Whether it is a scroll view's content moving on its own (``UIApplication/scrollMotion(startedSince:)``).
    let isScrollMotion: Bool
    /// Whether ``end()`` has been called.
    public private(set) var hasEnded = false
    private let onEnd: @MainActor (BusyWorkToken) -> Void

    init(label: String, sequence: UInt64, isScrollMotion: Bool = false, onEnd: @escaping @MainActor (BusyWorkToken) -> Void) {
        self.label = label
        self.sequence = sequence
        self.isScrollMotion = isScrollMotion
        self.onEnd = onEnd
    }

    /// Marks the work finished. Calling it again does nothing.
    public func end() {
        guard !hasEnded else { return }
        hasEnded = true
        onEnd(self)
    }
}
