import Foundation

/// What `whilePending` has seen so far while an action's work was pending, and what each new moment
/// decides: a pure value, so its rules have tests of their own. Times are app time; `start` is the
/// first moment after the input was delivered.
struct KassPendingProgress: Equatable {
    /// What a moment decides.
    enum Verdict: Equatable {
        /// Keep watching: let time pass to the next moment something can change.
        case watch
        /// The checks held as the mode asks; the note for the report.
        case passed(note: String)
        /// The checks did not hold as the mode asks.
        case failed(KassFailure.WhilePending)
    }

    /// The moment with the fewest checks failing (the earliest of equals).
    struct Closest: Equatable {
        var after: TimeInterval
        var failing: Int
        var checks: Int
    }

    let mode: KassPendingMode
    let start: TimeInterval
    /// Moments checked while the work was pending.
    private(set) var moments = 0
    /// When the checks first held together (`.throughout`).
    private(set) var heldFrom: TimeInterval?
    private(set) var closest: Closest?

    init(mode: KassPendingMode, start: TimeInterval) {
        self.mode = mode
        self.start = start
    }

    /// A moment at app time `now` with work still pending, where `failing` of `checks` checks failed.
    /// Sets ``closest`` when this moment is closer than every earlier one (the caller keeps its
    /// evidence then: see ``isClosest(failing:)``).
    mutating func pending(at now: TimeInterval, failing: Int, checks: Int) -> Verdict {
        moments += 1
        if failing == 0 {
            switch mode {
            case .atOneMoment: return .passed(note: KassFailureMessages.pendingHeld(at: now - start, until: nil))
            case .throughout:
                if heldFrom == nil { heldFrom = now }
                return .watch
            }
        }
        if let heldFrom {
            return .failed(.stoppedHolding(heldFrom: heldFrom - start, failedAfter: now - start, failing: failing, checks: checks))
        }
        if isClosest(failing: failing) { closest = Closest(after: now - start, failing: failing, checks: checks) }
        return .watch
    }

    /// Whether a moment where `failing` checks failed is closer than every earlier one.
    func isClosest(failing: Int) -> Bool {
        heldFrom == nil && failing > 0 && failing < (closest?.failing ?? .max)
    }

    /// The work has finished at app time `now` (or was never pending, when no moment came first).
    func drained(at now: TimeInterval) -> Verdict {
        guard moments > 0 else { return .failed(.nothingPending) }
        return ended(at: now, stillPending: false)
    }

    /// The budget ran out at app time `now` with the work still pending.
    func budgetRanOut(at now: TimeInterval) -> Verdict {
        guard moments > 0 else { return .failed(.nothingPending) }
        return ended(at: now, stillPending: true)
    }

    private func ended(at now: TimeInterval, stillPending: Bool) -> Verdict {
        if let heldFrom {
            return .passed(note: KassFailureMessages.pendingHeld(at: heldFrom - start, until: (now - start, stillPending)))
        }
        let closest = self.closest ?? Closest(after: 0, failing: 0, checks: 0)
        return .failed(.neverHeld(
            failing: closest.failing, checks: closest.checks, closestAfter: closest.after, pendingFor: now - start,
            stillPending: stillPending
        ))
    }
}
