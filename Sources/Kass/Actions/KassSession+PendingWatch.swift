import Foundation
import Hammer

extension KassSession {
    /// Watches the work an action started after `mark`, from the first moment after its input was
    /// delivered: at every moment the work is still pending, runs the watch's checks (each assertion
    /// once, on the moment as it is, with no frame between them) and lets ``KassPendingProgress``
    /// decide. Between moments, time passes as in every Kass wait: a frame while the app is busy,
    /// straight to its next scheduled wake while it is quiescent (nothing can change before it),
    /// never past what is left of `budget` (at least ``minimumReadBackWindow``).
    ///
    /// "Pending" is the action's own work still to come: busy work (`beginBusyWork`, requests) and
    /// delayed work and sleeping tasks due before the watch ends, registered after `mark`, and
    /// main-queue blocks (repeating timers never finish and do not count; an inactivity timer due
    /// in minutes is not in flight). Events, animations and layout are the screen catching up, not
    /// work in flight: moments with only those are not checked, but the watch goes on through them
    /// (a handler that runs once an alert's dismissal has ended may start the request then). The
    /// work has finished when the app is idle of everything the action started, as the read-back's
    /// settle judges it. An app that answers at once has nothing pending. `.throughout` waits for
    /// the work pending at the moment the checks first held: what starts later (a reload once the
    /// answer arrived) does not extend its window.
    ///
    /// Returns false when it reported a failure (the action stops there).
    func watchPending(
        _ watch: KassPendingWatch, action name: String, element: KassElement, since mark: WorkMark?, budget: KassBudget
    ) -> Bool {
        let title = "\(name) \(element)"
        let failingAction = "whilePending(\(name))"
        watch.phase = .watching(title)
        defer { watch.phase = .done(title) }
        guard let application, let mark else { return true }
        let end = appTime + max(budget.remaining(at: appTime), Self.minimumReadBackWindow)
        var progress = KassPendingProgress(mode: watch.mode, start: appTime)
        var closest: KassPendingMoment?
        var firstHeld: KassPendingMoment?
        // `.throughout`: the work pending when the checks first held is what the window waits for
        // (work started after it, such as a reload once an answer arrived, does not extend it).
        var heldMark: WorkMark?
        var workEnded: TimeInterval?
        while true {
            let horizon = max(end - appTime, 0)
            let report = application.idleReport(horizon: horizon, startedSince: mark)
            var pending = Self.pendingWork(report)
            if let heldMark {
                pending = Self.work(pending, without: Self.pendingWork(application.idleReport(horizon: horizon, startedSince: heldMark)))
            }
            var moment: KassPendingMoment?
            var verdict = KassPendingProgress.Verdict.watch
            if pending.isEmpty, heldMark != nil {
                verdict = progress.drained(at: appTime)
            } else if pending.isEmpty {
                if progress.moments > 0, workEnded == nil { workEnded = appTime }
                if report.isIdle { verdict = progress.drained(at: workEnded ?? appTime) }
            } else {
                workEnded = nil
                var checked = checkMoment(watch, action: title, pending: pending)
                if let misuse = checked.failures.first(where: { $0.failure.kind == .misuse }) {
                    release(checked.events)
                    fail(misuse)
                    return false
                }
                guard checked.checks > 0 else {
                    fail(KassFailure(element: element.description, action: failingAction, reason: .misuse(.whilePending(.noChecks))),
                         file: watch.file, line: watch.line)
                    return false
                }
                let isClosest = progress.isClosest(failing: checked.failures.count)
                let heldBefore = progress.heldFrom != nil
                verdict = progress.pending(at: appTime, failing: checked.failures.count, checks: checked.checks)
                if case .failed = verdict {
                    checked.snapshot = takeSnapshot()
                } else if isClosest {
                    // Kept as the evidence of a failure later: settled now, before time passes.
                    checked.snapshot = takeSnapshot()
                    checked.snapshot?.deriveRemainingFacts()
                    closest = checked
                }
                if !heldBefore, progress.heldFrom != nil {
                    firstHeld = checked
                    heldMark = application.markWork()
                }
                moment = checked
            }
            if verdict == .watch, appTime >= end || application.isTerminated {
                verdict = workEnded.map { progress.drained(at: $0) } ?? progress.budgetRanOut(at: appTime)
            }
            switch verdict {
            case .watch:
                advance(toward: end)
            case .passed(let note):
                if let shown = firstHeld ?? moment { release(shown.events) }
                watch.note = note
                return true
            case .failed(let reason):
                let shown: KassPendingMoment? = if case .stoppedHolding = reason { moment } else { closest }
                fail(reason, shown: shown, element: element, action: failingAction, watch: watch)
                return false
            }
        }
    }

    /// Reports `reason` with the evidence of the moment `shown` (its checks' failures and steps,
    /// what was pending, its snapshot), or of now when no moment was checked.
    private func fail(
        _ reason: KassFailure.WhilePending, shown: KassPendingMoment?, element: KassElement, action: String, watch: KassPendingWatch
    ) {
        if let shown { release(shown.events) }
        var details = (shown?.failures ?? []).map { KassFailure.Detail.check($0.failure, line: $0.line) }
        if let shown { details.append(.pendingWork(shown.pending)) }
        fail(
            KassFailure(element: element.description, action: action, reason: .whilePending(reason), details: details),
            file: watch.file, line: watch.line, snapshot: shown?.snapshot ?? takeSnapshot()
        )
    }

    /// Runs the watch's checks once at this moment, each failure kept (none stops the others).
    private func checkMoment(_ watch: KassPendingWatch, action title: String, pending: [String]) -> KassPendingMoment {
        var failures: [KassScopedFailure] = []
        watch.phase = .checking(title)
        let events = holdingEvents {
            failures = withScope(.probe) { withDeadline(after: 0) { watch.checks?() } }
        }
        watch.phase = .watching(title)
        let checks = events.filter { event in
            if case .stepStarted(let start) = event { return start.kind == .assertion }
            return false
        }.count
        return KassPendingMoment(failures: failures, checks: checks, events: events, snapshot: nil, pending: pending)
    }

    /// What of the action's work is pending, one label per item: busy work, delayed work (a
    /// request that is both is one item) and sleeping tasks.
    static func pendingWork(_ report: IdleReport) -> [String] {
        var labels = report.busyWork
        var busy = report.busyWork
        for label in report.timersDueSoon {
            if let index = busy.firstIndex(of: label) { busy.remove(at: index) } else { labels.append(label) }
        }
        return labels + Array(repeating: "sleeping task", count: report.sleepersDueSoon)
    }

    /// `all` without one item of each label in `later` (the work started after a later mark).
    static func work(_ all: [String], without later: [String]) -> [String] {
        var rest = all
        for label in later {
            if let index = rest.firstIndex(of: label) { rest.remove(at: index) }
        }
        return rest
    }
}
