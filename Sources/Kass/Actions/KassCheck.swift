import Foundation
import Hammer

/// Why a check did not hold (yet), with what a failure message needs.
struct KassShortfall {
    /// Why it did not hold (``KassFailure/Reason/disabled``).
    var reason: KassFailure.Reason
    /// The element's state at that moment.
    var state: String?
    /// Closest identifiers and labels, when nothing matched.
    var didYouMean: KassSuggestions = .none
    /// Whether the element was found (so a retry waited on its state, not on its existence).
    var elementFound = false
    /// Whether the wait is for the app to settle (the element moving, a transition running), which
    /// any action may meet, rather than for a state of the element: not a possible flake.
    var waitsOnTheApp = false

    /// The failure of `action` on `element` with this shortfall.
    @MainActor
    func failure(element: String?, action: String, details: [KassFailure.Detail] = []) -> KassFailure {
        KassFailure(element: element, action: action, reason: reason, state: state, didYouMean: didYouMean.values, details: details)
    }
}

/// The outcome of one check against one snapshot.
enum KassCheck<Value> {
    /// The check holds; here is what it produced.
    case satisfied(Value)
    /// The check does not hold yet.
    case unsatisfied(KassShortfall)
    /// The check made a corrective move (a scroll, dismissing the keyboard) and wants to look again
    /// at once.
    case corrected(KassFailure.Correction)

    /// The same outcome with the satisfied value transformed.
    func map<Other>(_ transform: (Value) -> Other) -> KassCheck<Other> {
        switch self {
        case .satisfied(let value): return .satisfied(transform(value))
        case .unsatisfied(let shortfall): return .unsatisfied(shortfall)
        case .corrected(let move): return .corrected(move)
        }
    }
}

/// What a wait on a check ended with.
struct KassWaitOutcome<Value> {
    /// The value, when the check held.
    var value: Value?
    /// The last shortfall, when it did not.
    var shortfall: KassShortfall?
    /// The snapshot of the last attempt.
    var snapshot: AccessibilitySnapshot?
    /// The budget after the wait (attempts and reasons).
    var budget: KassBudget
    /// The last shortfall while the element was there, and when (app time), for a failure whose
    /// element went away during the budget.
    var lastWhileFound: (shortfall: KassShortfall, at: TimeInterval)?

    /// The failure of `action` on `element` when the wait did not hold: the last reason, and when the
    /// element was there earlier in the budget but went away, what was seen last while it was there.
    /// Carries the budget's length.
    @MainActor
    func failure(element: String?, action: String) -> KassFailure {
        let shortfall = self.shortfall ?? KassShortfall(reason: .budgetRanOut)
        var failure = shortfall.failure(element: element, action: action)
        failure.budget = budget.length
        if !shortfall.elementFound, let (seen, at) = lastWhileFound {
            failure.reason = .wentAway(shortfall.reason)
            failure.details.append(.lastSeen(after: max(0, at - budget.start), seen.reason))
            if let state = seen.state { failure.details.append(.stateThen(state)) }
            failure.didYouMean = []
        }
        return failure
    }
}

extension KassSession {
    /// Checks `check` against a fresh snapshot after every frame until it holds or `budget` runs out.
    /// While the app is quiescent (no events, animations, busy work or layout pending), nothing can
    /// change before its next scheduled wake, so the clock skips to that wake (or the deadline)
    /// instead of snapshotting every frame; the check runs again right after every frame and every
    /// skip, so a wait returns in the first frame its condition holds.
    func wait<Value>(_ budget: KassBudget, _ check: (AccessibilitySnapshot) -> KassCheck<Value>) -> KassWaitOutcome<Value> {
        var state = KassWaitState(budget: budget)
        while true {
            // One attempt per call: its snapshot is released before the frame passes, so it is not
            // settled for nothing (see Hammer's `SnapshotSettlement`).
            if let outcome = attempt(&state, check) { return outcome }
            advance(within: state.budget)
        }
    }

    /// One attempt of ``wait(_:_:)``: its outcome, or nil to let a frame pass and try again.
    private func attempt<Value>(
        _ state: inout KassWaitState, _ check: (AccessibilitySnapshot) -> KassCheck<Value>
    ) -> KassWaitOutcome<Value>? {
        while true {
            guard let application, !application.isTerminated, let snapshot = takeSnapshot() else {
                let shortfall = KassShortfall(reason: .appNotRunning)
                return state.outcome(shortfall: shortfall, snapshot: nil)
            }
            switch check(snapshot) {
            case .satisfied(let value):
                return KassWaitOutcome(value: value, shortfall: nil, snapshot: snapshot, budget: state.budget)
            case .corrected(let move):
                state.budget.recordAttempt(reason: KassFailureMessages.text(move), at: appTime)
                if state.budget.isExhausted(at: appTime) {
                    let shortfall = state.last ?? KassShortfall(reason: .budgetRanOutWhile(move))
                    // The move changed the screen: the failure's evidence is the screen after it.
                    return state.outcome(shortfall: shortfall, snapshot: takeSnapshot())
                }
            case .unsatisfied(let shortfall):
                state.record(shortfall, at: appTime)
                if state.budget.isExhausted(at: appTime) {
                    return state.outcome(shortfall: shortfall, snapshot: snapshot)
                }
                return nil
            }
        }
    }

    /// Lets time pass towards app time `end` while a window assertion watches the app: to the next
    /// moment something can change (see ``advance(toward:)``). Returns false when the window is over
    /// or the app is gone.
    func stepThroughWindow(until end: TimeInterval) -> Bool {
        guard end - appTime > 0, application != nil else { return false }
        advance(toward: end)
        return true
    }

    /// Lets time pass towards the budget's deadline: see ``advance(toward:)``.
    func advance(within budget: KassBudget) {
        advance(toward: budget.deadline)
    }

    /// Lets time pass towards app time `end` up to the next moment something can change: one step
    /// of Hammer's one waiter (``AppTimeWaitDriver/advance(toward:)``): one frame while the app is
    /// busy; while it is quiescent, straight to its next scheduled wake (a timer, delayed work, a
    /// sleeping task) or `end`, whichever comes first. Never past `end` (a remainder below the
    /// clock's tolerance still lets one frame pass, so loops always end).
    func advance(toward end: TimeInterval) {
        guard let application else { return }
        AppTimeWaitDriver(application: application).advance(toward: end)
    }
}
