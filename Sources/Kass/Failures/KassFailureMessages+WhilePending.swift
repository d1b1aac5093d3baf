import Foundation

/// The words of `whilePending`'s failures and notes (see ``KassFailure/WhilePending``).
extension KassFailureMessages {
    static func text(_ pending: KassFailure.WhilePending) -> String {
        switch pending {
        case .nothingPending:
            return "nothing it started was still pending once its input was delivered (the app answered at once, or sent no "
                + "request), so there was no moment to check"
        case .neverHeld(let failing, let checks, let closestAfter, let pendingFor, let stillPending):
            let pending = stillPending
                ? "still pending when the budget ran out, \(seconds(pendingFor)) after the input"
                : "\(seconds(pendingFor))"
            return "the checks never held together while its work was pending (\(pending)): at the closest moment, "
                + "\(seconds(closestAfter)) after the input, \(failing) of \(checks) check\(checks == 1 ? "" : "s") failed"
        case .stoppedHolding(let heldFrom, let failedAfter, let failing, let checks):
            return "the checks held from \(seconds(heldFrom)) after the input, then \(failing) of \(checks) "
                + "check\(checks == 1 ? "" : "s") failed \(seconds(failedAfter)) after it, while its work was still pending"
        }
    }

    static func hint(for pending: KassFailure.WhilePending) -> String {
        switch pending {
        case .nothingPending:
            return "check that the action starts its work (a request, delayed work); if the app really answers at once, "
                + "assert the result instead"
        case .neverHeld:
            return "the pending state must show while the work is in flight; what shows only before it starts or after it "
                + "finishes does not count"
        case .stoppedHolding:
            return "the pending state must last until the work the action started has finished"
        }
    }

    static func text(_ misuse: KassFailure.WhilePendingMisuse) -> String {
        switch misuse {
        case .noAction: return "no action in its block delivered input, so nothing was pending to check"
        case .secondAction(let action): return "its block ran a second action (\(action)) after the one it watches"
        case .actionInChecks(let action):
            return "its checks ran an action (\(action)); they run at moments while the work is pending and may only assert"
        case .noChecks: return "its checks made no assertion, so they would hold at any moment"
        }
    }

    static func hint(for misuse: KassFailure.WhilePendingMisuse) -> String {
        switch misuse {
        case .noAction: return "put the one action whose pending state you check in the block: whilePending { button.tap() } check: { … }"
        case .secondAction: return "whilePending watches one action: run the others before or after it"
        case .actionInChecks: return "move the action out of check:, into the block or after whilePending"
        case .noChecks: return "assert what the user sees while the work is pending: check: { status.assertText(\"Sending…\") }"
        }
    }

    /// The `↳ pending then:` line: what of the action's work was pending at the moment shown, each
    /// label once (`request ×2` when two items have it).
    static func pendingWork(_ labels: [String]) -> String {
        var counted: [(label: String, count: Int)] = []
        for label in labels {
            if let index = counted.firstIndex(where: { $0.label == label }) {
                counted[index].count += 1
            } else {
                counted.append((label, 1))
            }
        }
        let items = counted.map { $0.count == 1 ? $0.label : "\($0.label) ×\($0.count)" }
        return "pending then: \(items.isEmpty ? "nothing" : items.joined(separator: ", "))"
    }

    /// The note of a passing `whilePending`: when the checks held (and, `.throughout`, until when).
    static func pendingHeld(at after: TimeInterval, until: (after: TimeInterval, stillPending: Bool)?) -> String {
        guard let until else { return "held \(seconds(after)) after the input, while its work was pending" }
        let end = until.stillPending
            ? "the budget ran out \(seconds(until.after)) after it, its work still pending"
            : "its work finished \(seconds(until.after)) after it"
        return "held from \(seconds(after)) after the input until \(end)"
    }
}
