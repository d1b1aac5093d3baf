import Foundation
import Hammer

extension KassSession {
    /// Checks what the user sees **while the work an action started is still pending**: a
    /// "Placing…" title, a button disabled until the answer, a spinner. An action settles until its
    /// work has finished, and an assertion after it may see the screen after the answer; here the
    /// checks run at the moments in between.
    ///
    /// The one action in `action` (a tap, typing, a pull to refresh…) runs as usual; right after its
    /// input is delivered, and before its read-back, `checks` run at every moment where work it
    /// started is still pending: a request (busy work), delayed work or a sleeping task registered
    /// after the input and due within the budget. Each assertion in `checks` looks once at the
    /// moment, with no frame between them, so they describe one moment together (only Kass
    /// assertions count as checks). Moments with only animations, events or layout pending are not
    /// checked, but the watch goes on through them. Between moments, time passes as in every Kass
    /// wait (a frame while the app is busy, straight to its next wake while it is quiescent).
    ///
    /// - `.atOneMoment` (default): passes at the first moment all checks hold.
    /// - `.throughout`: from the first moment all checks hold, they must hold at every moment until
    ///   the work pending at that moment has finished (work started after it, such as a reload once
    ///   the answer arrived, does not extend the window; the budget running out with the work still
    ///   pending ends the watch and passes, saying so in the report).
    ///
    /// It fails, at this line and with the evidence of one moment, when the action started no work
    /// still pending once its input was delivered (nothing to check: the app answered at once or
    /// sent nothing), when the checks never held together while the work was pending (the moment
    /// with the fewest failing checks, each failure, what was pending then and for how long), or
    /// (`.throughout`) when they stopped holding before the work finished. Misuse fails as such: no
    /// action in `action`, a second action after the watched one, an action in `checks`, `checks`
    /// with no assertion. `timeout` (default: the configuration's) is a deadline for everything in
    /// `action`, the watch included.
    ///
    /// ```swift
    /// whilePending {
    ///     review.place.tap()
    /// } check: {
    ///     review.place.assertText("Placing…")
    ///     review.place.assertDisabled()
    /// }
    /// ```
    public func whilePending(
        _ mode: KassPendingMode = .atOneMoment, timeout: TimeInterval? = nil, file: StaticString = #filePath, line: UInt = #line,
        _ action: () -> Void, check checks: () -> Void
    ) {
        let name = mode == .throughout ? "whilePending(.throughout)" : "whilePending"
        guard let limit = validated(timeout, action: name, file: file, line: line) else { return }
        runStep(.combinator, name) { step in
            withoutActuallyEscaping(checks) { checks in
                let watch = KassPendingWatch(mode: mode, checks: checks, file: file, line: line)
                let outer = pendingWatch
                pendingWatch = watch
                withDeadline(after: limit) { action() }
                pendingWatch = outer
                watch.checks = nil
                if watch.phase == .armed, !step.hasFailed {
                    fail(KassFailure(element: nil, action: name, reason: .misuse(.whilePending(.noAction))), file: file, line: line)
                }
                step.note = watch.note
            }
        }
    }
}
