import Foundation
import Hammer

/// A failure kept by a scope that does not record at once, with where it happened.
struct KassScopedFailure {
    var failure: KassFailure
    var file: String
    var line: Int
    /// The snapshot of the moment (for artifacts written later).
    var snapshot: AccessibilitySnapshot?
    /// Whether artifacts were already written for it (verifyAll's summary of failures that each
    /// wrote their own).
    var artifactsWritten = false
}

extension KassSession {
    /// Whether the innermost scope stopped after a failure (the rest of its block is skipped).
    var isHalted: Bool { scopes.last?.isHalted ?? false }

    /// Runs `body` as a step: reports its start and end, and its status (failed when a failure was
    /// reported inside it). When an earlier failure halted the scope, the step is reported as
    /// skipped and `body` does not run.
    @discardableResult
    func runStep(_ kind: KassStepKind, _ name: String, _ body: (KassOpenStep) -> Void) -> KassStepStatus {
        let id = nextStepID()
        let start = KassStepStart(
            id: id, parent: openSteps.last?.id, kind: kind, name: name, startedAt: Date(), appTime: sessionClock
        )
        if isHalted {
            emit(.stepStarted(start))
            emit(.stepFinished(KassStepEnd(id: id, status: .skipped, message: nil, appDuration: 0, wallDuration: 0, attempts: 0)))
            return .skipped
        }
        let step = KassOpenStep(id: id, kind: kind, name: name, wallStart: start.startedAt, clockStart: start.appTime)
        openSteps.append(step)
        emit(.stepStarted(start))
        body(step)
        endStep(step)
        return step.hasFailed ? .failed : .passed
    }

    /// Ends `step` and any step still open inside it.
    func endStep(_ step: KassOpenStep) {
        while let open = openSteps.popLast() {
            emit(.stepFinished(KassStepEnd(
                id: open.id, status: open.hasFailed ? .failed : .passed, message: open.failureMessage ?? open.note,
                appDuration: max(0, sessionClock - open.clockStart), wallDuration: Date().timeIntervalSince(open.wallStart),
                attempts: open.attempts, failure: open.failure
            )))
            if open === step { return }
        }
    }

    /// Reports `failure` at the source location of the DSL call: marks the steps of the innermost
    /// scope failed, writes artifacts when the scope wants them at once, records it (test and case
    /// scopes) or keeps it (combinators), and halts the scope when it stops at a failure.
    func fail(_ failure: KassFailure, file: StaticString, line: UInt, snapshot: AccessibilitySnapshot? = nil) {
        fail(KassScopedFailure(failure: failure, file: "\(file)", line: Int(line), snapshot: snapshot))
    }

    /// Reports a failure already carrying its location (see ``fail(_:file:line:snapshot:)``).
    func fail(_ scoped: KassScopedFailure) {
        guard let scope = scopes.last else { return }
        var scoped = scoped
        if let caseName = scope.caseName, scope.kind == .parameterizedCase {
            scoped.failure.details.insert(.parameterizedCase(caseName), at: 0)
        }
        for step in openSteps.dropFirst(scope.stepDepth) where step.failureMessage == nil {
            step.fail(with: scoped.failure)
        }
        if scope.writesArtifactsAtFailure, !scoped.artifactsWritten {
            writeFailureArtifacts(scoped.failure, snapshot: scoped.snapshot ?? takeSnapshot())
        }
        if scope.recordsImmediately {
            hasFailed = true
            for step in openSteps.prefix(scope.stepDepth) where step.failureMessage == nil {
                step.fail(with: scoped.failure)
            }
            let issue = KassIssue(step: openSteps.last?.id, failure: scoped.failure, file: scoped.file, line: scoped.line)
            emit(.issue(issue))
            recorder.record(issue)
        } else {
            // A probe's moment keeps whilePending's own snapshot as evidence, not each check's.
            if scope.kind == .probe { scoped.snapshot = nil }
            // Kept past this turn of the run loop (for a report written later): settle it now.
            scoped.snapshot?.deriveRemainingFacts()
            scope.failures.append(scoped)
        }
        if scope.haltsOnFailure { scope.isHalted = true }
    }

    /// Runs `body` with its events held back instead of reported, and returns them: the caller
    /// decides whether the report shows them (``release(_:)``) or drops them (an attempt that
    /// did not count). Holds nest: released events go to the enclosing hold, if any.
    func holdingEvents(_ body: () -> Void) -> [KassEvent] {
        heldEvents.append([])
        body()
        return heldEvents.popLast() ?? []
    }

    /// Reports events held by ``holdingEvents(_:)``, in their order.
    func release(_ events: [KassEvent]) {
        for event in events { emit(event) }
    }

    /// Runs `body` in a new failure scope and returns the failures it kept.
    func withScope(_ kind: KassFailureScope.Kind, caseName: String? = nil, _ body: () -> Void) -> [KassScopedFailure] {
        let scope = KassFailureScope(kind: kind, stepDepth: openSteps.count)
        scope.caseName = caseName ?? scopes.last?.caseName
        scopes.append(scope)
        body()
        scopes.removeLast()
        return scope.failures
    }

    /// Runs `body` with an enclosing deadline `seconds` from now (cut at any outer deadline): budgets
    /// started inside never outlive it.
    func withDeadline(after seconds: TimeInterval, _ body: () -> Void) {
        let deadline = makeBudget(limit: seconds).deadline
        deadlines.append(deadline)
        body()
        deadlines.removeLast()
    }

    /// A budget of `limit` seconds (default: the configuration's timeout) starting now, cut at the
    /// innermost enclosing deadline.
    func makeBudget(limit: TimeInterval? = nil) -> KassBudget {
        KassBudget(start: appTime, limit: limit ?? effectiveConfig.timeout, outerDeadline: deadlines.last)
    }

    /// A fresh accessibility snapshot of the running app (nil before launch). Its derived facts
    /// (geometry, visibility, hittability) are computed for the nodes a check reads, before the
    /// check returns to the run loop; a snapshot kept longer is settled first (see ``fail(_:)``).
    func takeSnapshot() -> AccessibilitySnapshot? {
        generator?.takeAttemptSnapshot()
    }
}
