import Foundation
import Hammer

extension KassSession {
    /// Runs an input action as one step within one budget: retries only the preconditions, delivers
    /// the input once, then (when `readBack` is given) waits for the effect within what is left of
    /// the budget (at least ``minimumReadBackWindow``) and fails with both values on a mismatch.
    /// `ready` is a precondition of the action's own (a segment or row that must exist, content that
    /// may still be loading): it returns why the element is not ready yet, and is retried like the
    /// others until the budget runs out. When the preconditions' own moves are the effect
    /// (`scrollIntoView`), the work they start counts as the action's in the "did it last" check.
    /// Inside a `whilePending` block, the first action watches its work's pending moments right
    /// after delivery, before its read-back (see ``watchPending(_:action:element:since:budget:)``).
    /// Scrolling the input started (a bounce back, a fling's deceleration) comes to rest before the
    /// read-back and before the action returns (see ``settleScrolling(since:budget:action:element:file:line:)``).
    /// `touchArea` is for gestures any part of the element takes (a swipe): when the keyboard covers
    /// its hit point but not all of it, the touch goes down above the keyboard, which stays up.
    func performAction(
        _ name: String, on element: KassElement, needs: KassPreconditionNeeds = .interaction,
        touchArea: KassTouchArea = .hitPoint, file: StaticString, line: UInt,
        ready: ((AccessibilitySnapshot.Node) -> KassFailure.NotReady?)? = nil,
        deliver: (KassTarget, EventGenerator) throws -> Void,
        readBack: ((AccessibilitySnapshot) -> KassCheck<Void>)? = nil
    ) {
        runStep(.action, "\(name) \(element)") { step in
            intercepted(name, subject: element.description, step: step, file: file, line: line) {
                guard let (_, generator) = running(action: name, element: element.description, file: file, line: line) else { return }
                let watch = pendingWatch
                if let watch, let misuse = watch.refusal(of: "\(name) \(element)") {
                    fail(KassFailure(element: element.description, action: name, reason: .misuse(.whilePending(misuse))),
                         file: watch.file, line: watch.line)
                    return
                }
                let preconditionMark = needs == .visibility ? application?.markWork() : nil
                var checker = KassPreconditionCheck(session: self, element: element, needs: needs, touchArea: touchArea)
                let (readyTarget, budget) = target(name, of: element, checker: &checker, ready: ready, file: file, line: line)
                step.attempts = budget.attempts + 1
                guard let target = readyTarget else { return }
                let workMark = preconditionMark ?? application?.markWork()
                do {
                    try deliver(target, generator)
                } catch {
                    fail(KassFailure(
                        element: element.description, action: name,
                        reason: .deliveryFailed(KassDeliveryError.delivery(of: error)), state: target.state
                    ), file: file, line: line)
                    return
                }
                if let watch, !watchPending(watch, action: name, element: element, since: workMark, budget: budget) { return }
                if !settleScrolling(since: workMark, budget: budget, action: name, element: element, file: file, line: line) { return }
                if let readBack, effectiveConfig.readBack {
                    let window = max(budget.remaining(at: appTime), Self.minimumReadBackWindow)
                    let verification = wait(KassBudget(start: appTime, limit: window), readBack)
                    if verification.shortfall != nil {
                        fail(
                            verification.failure(element: element.description, action: name),
                            file: file,
                            line: line,
                            snapshot: verification.snapshot
                        )
                        return
                    }
                    let settle = effectiveConfig.readBackSettle
                    if let (shortfall, snapshot) = reverted(readBack, since: workMark, budget: verification.budget, floor: settle) {
                        fail(shortfall.failure(element: element.description, action: name), file: file, line: line, snapshot: snapshot)
                        return
                    }
                }
                notePossibleFlake(name, element: element, retries: checker.retriedStates)
            }
            reportRuntimeIssues(during: "\(name) \(element)", file: file, line: line)
        }
    }

    /// Waits for the action's preconditions within its budget. When they hold, returns what delivery
    /// needs with the attempt's snapshot already released (it is not settled while the input is
    /// delivered); otherwise reports the failure (with that snapshot as evidence) and returns no target.
    private func target(
        _ name: String, of element: KassElement, checker: inout KassPreconditionCheck,
        ready: ((AccessibilitySnapshot.Node) -> KassFailure.NotReady?)?, file: StaticString, line: UInt
    ) -> (KassTarget?, KassBudget) {
        let outcome = wait(makeBudget(limit: element.timeout)) { snapshot -> KassCheck<KassTarget> in
            let checked = checker.check(snapshot)
            guard case .satisfied(let node) = checked else { return checked.map { KassTarget($0) } }
            if let ready, let notReady = ready(node) {
                return .unsatisfied(KassShortfall(reason: .notReady(notReady), state: KassElementState.describe(node)))
            }
            return .satisfied(KassTarget(node, touchPoint: checker.touchPoint))
        }
        if outcome.value == nil {
            fail(outcome.failure(element: element.description, action: name), file: file, line: line, snapshot: outcome.snapshot)
        }
        return (outcome.value, outcome.budget)
    }

    /// Keeps checking `readBack` after it first held until the work the action started (after
    /// `mark`) has finished: no delayed work, sleeping task or busy work of its own pending before
    /// the deadline, and no events, animations or layout (repeating timers never finish, so they do
    /// not count), for at most what is left of `budget` (at least `floor` seconds). An app that
    /// takes the input and reverts it later (a switch that flips back when its request fails) must
    /// not pass. Quiescent time is skipped to the next scheduled wake, so this costs a few
    /// snapshots. Returns the shortfall and snapshot of the first frame the effect no longer holds.
    private func reverted(
        _ readBack: (AccessibilitySnapshot) -> KassCheck<Void>, since mark: WorkMark?, budget: KassBudget, floor: TimeInterval
    ) -> (KassShortfall, AccessibilitySnapshot)? {
        guard floor > 0, let application, let mark else { return nil }
        let held = appTime
        let end = held + max(budget.remaining(at: held), floor)
        while appTime < end, !application.isTerminated {
            if application.idleReport(horizon: end - appTime, startedSince: mark).isIdle { return nil }
            advance(toward: end)
            guard let snapshot = takeSnapshot() else { return nil }
            if case .unsatisfied(var shortfall) = readBack(snapshot) {
                shortfall.reason = .effectDidNotLast(shortfall.reason, after: appTime - held)
                return (shortfall, snapshot)
            }
        }
        return nil
    }

    /// The shortest time a read-back may wait for the effect, even when preconditions used up the budget.
    static let minimumReadBackWindow: TimeInterval = 0.25

    /// Runs an assertion as one step: `check` is evaluated on a fresh snapshot every frame until it
    /// holds or the budget runs out; then the assertion fails with the last reason seen.
    func performAssertion(
        _ name: String, on element: KassElement?, file: StaticString, line: UInt,
        check: (AccessibilitySnapshot) -> KassCheck<Void>
    ) {
        performAssertion(name, subject: element?.description, timeout: element?.timeout, file: file, line: line, check: check)
    }

    /// Runs an assertion on `subject` (an element's or a collection's description) within a budget
    /// of `timeout` (default: the configuration's).
    /// `note` is read when the check holds and remarks on the step (`saw 600 rows…`).
    func performAssertion(
        _ name: String, subject: String?, timeout: TimeInterval?, file: StaticString, line: UInt,
        note: (() -> String?)? = nil, check: (AccessibilitySnapshot) -> KassCheck<Void>
    ) {
        let title = subject.map { "\(name) \($0)" } ?? name
        runStep(.assertion, title) { step in
            intercepted(name, subject: subject ?? "", step: step, file: file, line: line) {
                guard running(action: name, element: subject, file: file, line: line) != nil else { return }
                let outcome = wait(makeBudget(limit: timeout), check)
                if outcome.shortfall != nil {
                    fail(outcome.failure(element: subject, action: name), file: file, line: line, snapshot: outcome.snapshot)
                } else if let remark = note?() {
                    step.note = remark
                }
            }
            reportRuntimeIssues(during: title, file: file, line: line)
        }
    }

    /// Runs `body` inside the configuration's interceptors, outermost first. An interceptor that
    /// does not call `proceed` makes the action fail, naming it.
    func intercepted(_ name: String, subject: String, step: KassOpenStep, file: StaticString, line: UInt, _ body: () -> Void) {
        let interceptors = effectiveConfig.interceptors
        guard !interceptors.isEmpty else { return body() }
        let info = KassActionInfo(name: name, element: subject, step: step.id)
        withoutActuallyEscaping(body) { body in
            var chain: () -> Void = body
            for interceptor in interceptors.reversed() {
                let inner = chain
                chain = { [unowned self] in
                    var proceeded = false
                    interceptor.around(info) {
                        guard !proceeded else { return }
                        proceeded = true
                        inner()
                    }
                    if !proceeded {
                        fail(KassFailure(
                            element: subject.isEmpty ? nil : subject, action: name,
                            reason: .misuse(.interceptorDidNotProceed(interceptor.name))
                        ), file: file, line: line)
                    }
                }
            }
            chain()
        }
    }

    /// Lists the action as a possible flake when it passed only after retrying a precondition of an
    /// element it had found (not merely waiting for it to appear or to stop moving).
    func notePossibleFlake(_ name: String, element: KassElement, retries: [KassFailure.Reason]) {
        guard !retries.isEmpty else { return }
        possibleFlakes.append(KassFailureMessages.passedAfterRetrying("\(name) \(element)", retries: retries))
    }
}
