import Foundation
import Hammer

/// What a wait remembers between attempts: its budget, the last shortfall and the last one while the
/// element was there. Shortfalls are kept without their "did you mean", which would keep their
/// attempt's snapshot alive (and settling) across every frame of the wait.
struct KassWaitState {
    var budget: KassBudget
    private(set) var last: KassShortfall?
    private(set) var lastWhileFound: (shortfall: KassShortfall, at: TimeInterval)?

    init(budget: KassBudget) {
        self.budget = budget
    }

    /// Records an attempt that did not hold at app time `now`.
    mutating func record(_ shortfall: KassShortfall, at now: TimeInterval) {
        var kept = shortfall
        kept.didYouMean = .none
        last = kept
        if shortfall.elementFound { lastWhileFound = (kept, now) }
        budget.recordAttempt(reason: KassFailureMessages.text(shortfall.reason), at: now)
    }

    /// The outcome of a wait that did not hold: `shortfall` (with its suggestions) and `snapshot`.
    func outcome<Value>(shortfall: KassShortfall, snapshot: AccessibilitySnapshot?) -> KassWaitOutcome<Value> {
        KassWaitOutcome(value: nil, shortfall: shortfall, snapshot: snapshot, budget: budget, lastWhileFound: lastWhileFound)
    }
}
