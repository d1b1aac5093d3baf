import Foundation

extension KassFailure {
    /// What `whilePending` saw instead of its checks holding while the work the action started was
    /// pending (see ``KassSession/whilePending(_:timeout:file:line:_:check:)``). Times are seconds of
    /// app time after the action's input was delivered.
    public enum WhilePending: Sendable, Equatable {
        /// Nothing the action started (a request, delayed work, a sleeping task) was still pending
        /// once its input was delivered: the app answered at once, or sent nothing, so there was no
        /// moment to check.
        case nothingPending
        /// The checks never held together at one moment while the work was pending. At the closest
        /// moment (the fewest checks failing), `closestAfter` seconds after the input, `failing` of
        /// `checks` failed. The work was pending for `pendingFor` seconds; `stillPending` when it
        /// still was when the budget ran out.
        case neverHeld(failing: Int, checks: Int, closestAfter: TimeInterval, pendingFor: TimeInterval, stillPending: Bool)
        /// `.throughout`: the checks held from `heldFrom` seconds after the input, then `failing` of
        /// `checks` failed at `failedAfter` seconds, while the work was still pending.
        case stoppedHolding(heldFrom: TimeInterval, failedAfter: TimeInterval, failing: Int, checks: Int)
    }

    /// A way of using `whilePending` that cannot check anything: the test must change.
    public enum WhilePendingMisuse: Sendable, Equatable {
        /// Its block delivered no action, so nothing was pending to check.
        case noAction
        /// Its block ran a second action (`action`, as `tap button "b"`) after the one it watches.
        case secondAction(String)
        /// Its checks ran an action (`action`); they run at moments while the work is pending and
        /// may only assert.
        case actionInChecks(String)
        /// Its checks made no assertion, so they would hold at any moment.
        case noChecks
    }
}
