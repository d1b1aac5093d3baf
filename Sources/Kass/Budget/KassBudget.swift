import Foundation
import Hammer

/// The time one action (and all of its attempts) may take, on the app's clock. A pure value: it
/// is told the time, it never reads a clock, so its rules are tested as timelines.
///
/// A budget nested in another never outlives it: an action inside `eventually` draws on the outer
/// budget instead of multiplying it.
///
/// ```swift
/// var budget = KassBudget(start: 0, limit: 10)
/// budget.recordAttempt(reason: "it is hidden", at: 0.5)
/// budget.isExhausted(at: 10)   // true
/// budget.lastReason           // "it is hidden"
/// ```
struct KassBudget: Sendable, Equatable {
    /// App time the budget started at.
    let start: TimeInterval
    /// App time the budget ends at.
    let deadline: TimeInterval
    /// Attempts made so far (each failed precondition check counts one).
    private(set) var attempts = 0
    /// The reason the last attempt did not succeed, for the failure message.
    private(set) var lastReason: String?
    /// Reasons seen, in order, without repeats (for the flake report).
    private(set) var reasons: [String] = []

    /// A budget of `limit` seconds from `start`, cut at `outerDeadline` when nested in another budget.
    init(start: TimeInterval, limit: TimeInterval, outerDeadline: TimeInterval? = nil) {
        self.start = start
        let own = start + max(0, limit)
        deadline = outerDeadline.map { min($0, own) } ?? own
    }

    /// The budget's length in seconds (after cutting at an outer deadline).
    var length: TimeInterval { max(0, deadline - start) }

    /// Seconds left at `now`.
    func remaining(at now: TimeInterval) -> TimeInterval { max(0, deadline - now) }

    /// Whether no time is left at `now`.
    func isExhausted(at now: TimeInterval) -> Bool { now >= deadline }

    /// Records a failed attempt and why.
    mutating func recordAttempt(reason: String, at now: TimeInterval) {
        attempts += 1
        lastReason = reason
        if reasons.last != reason { reasons.append(reason) }
    }
}
