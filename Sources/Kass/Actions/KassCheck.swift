import Foundation
import Hammer

/// Why a check did not hold (yet), with what a failure message needs.
struct KassShortfall {
    /// Why it did not hold: "it is disabled".
    var reason: String
    /// The element's state at that moment.
    var state: String?
    /// Closest identifiers and labels, when nothing matched.
    var didYouMean: KassSuggestions = .none
    /// How to fix it.
    var hint: String?
    /// Whether the element was found (so a retry waited on its state, not on its existence).
    var elementFound = false

    /// The failure of `action` on `element` with this shortfall.
    @MainActor
    func failure(element: String?, action: String, details: [String] = []) -> KassFailure {
        KassFailure(element: element, action: action, reason: reason, state: state, didYouMean: didYouMean.values, hint: hint, details: details)
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
    case corrected(String)
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
}

extension KassSession {
    /// Checks `check` against a fresh snapshot after every frame until it holds or `budget` runs out.
    /// While the app is idle until the deadline (no events, animations, timers, tasks or layout
    /// pending), nothing can change, so the clock jumps to the deadline instead of snapshotting every frame.
    func wait<Value>(_ budget: KassBudget, _ check: (AccessibilitySnapshot) -> KassCheck<Value>) -> KassWaitOutcome<Value> {
        var budget = budget
        var last: KassShortfall?
        while true {
            // One attempt per call: its snapshot is released before the frame passes, so it is not
            // settled for nothing (see Hammer's `SnapshotSettlement`).
            if let outcome = attempt(&budget, &last, check) { return outcome }
            advance(within: budget)
        }
    }

    /// One attempt of ``wait(_:_:)``: its outcome, or nil to let a frame pass and try again.
    private func attempt<Value>(
        _ budget: inout KassBudget, _ last: inout KassShortfall?, _ check: (AccessibilitySnapshot) -> KassCheck<Value>
    ) -> KassWaitOutcome<Value>? {
        while true {
            guard let application, !application.isTerminated, let snapshot = takeSnapshot() else {
                let shortfall = KassShortfall(reason: "the app is not running", hint: "launch() the app before this step; it may have been terminated")
                return KassWaitOutcome(value: nil, shortfall: shortfall, snapshot: nil, budget: budget)
            }
            switch check(snapshot) {
            case .satisfied(let value):
                return KassWaitOutcome(value: value, shortfall: nil, snapshot: snapshot, budget: budget)
            case .corrected(let move):
                budget.recordAttempt(reason: move, at: appTime)
                if budget.isExhausted(at: appTime) {
                    let shortfall = last ?? KassShortfall(reason: "the budget ran out while it \(move)")
                    // The move changed the screen: the failure's evidence is the screen after it.
                    return KassWaitOutcome(value: nil, shortfall: shortfall, snapshot: takeSnapshot(), budget: budget)
                }
            case .unsatisfied(let shortfall):
                // Kept for a later failure without its "did you mean", which would keep this
                // attempt's snapshot alive (and settling) across every frame of the wait.
                last = shortfall
                last?.didYouMean = .none
                budget.recordAttempt(reason: shortfall.reason, at: appTime)
                if budget.isExhausted(at: appTime) {
                    return KassWaitOutcome(value: nil, shortfall: shortfall, snapshot: snapshot, budget: budget)
                }
                return nil
            }
        }
    }

    /// Lets time pass towards app time `end` while a window assertion watches the app: straight to
    /// `end` when nothing is pending until then (nothing can change), else one frame. Returns false
    /// when the window is over or the app is gone.
    func stepThroughWindow(until end: TimeInterval) -> Bool {
        let start = appTime
        let remaining = end - start
        guard remaining > 0, let application else { return false }
        if application.idleReport(horizon: remaining).isIdle {
            application.runLoop.run(for: remaining)
        }
        // A remainder below the clock's tolerance does not move it (nor does a busy app): a frame
        // does, so the window always ends.
        if appTime <= start { runFrame() }
        return true
    }

    /// Lets one frame pass; when nothing is pending until the budget's deadline, lets time run to it.
    func advance(within budget: KassBudget) {
        guard let application else { return }
        runFrame()
        let remaining = budget.remaining(at: appTime)
        guard remaining > 0 else { return }
        if application.idleReport(horizon: remaining).isIdle {
            application.runLoop.run(for: remaining)
        }
    }
}
