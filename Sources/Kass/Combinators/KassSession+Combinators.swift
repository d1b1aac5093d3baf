import Foundation
import Hammer

extension KassSession {
    /// Runs `body` again (after a frame) until it passes or `timeout` (default: the configuration's)
    /// runs out; then fails with the last failure. Actions inside draw on this deadline instead of
    /// adding their own budgets on top of it.
    ///
    /// The report shows the run that passed (or, on failure, the last run). Earlier runs that only
    /// checked (no action) are not steps of the report, so a passing `eventually` prints no `✗`; the
    /// step's attempt count says how many runs there were. A run that acted (a tap, typing) is always
    /// shown, failed or not: the app saw its input.
    public func eventually(timeout: TimeInterval? = nil, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        guard let limit = validated(timeout, action: "eventually", file: file, line: line) else { return }
        runStep(.combinator, "eventually") { step in
            withDeadline(after: limit) {
                let budget = makeBudget(limit: limit)
                var attempts = 0
                while true {
                    attempts += 1
                    var failures: [KassScopedFailure] = []
                    let events = holdingEvents { failures = withScope(.capture) { body() } }
                    guard let last = failures.last else {
                        release(events)
                        break
                    }
                    let exhausted = budget.isExhausted(at: appTime) || application == nil
                    if exhausted || Self.acted(in: events) { release(events) }
                    if exhausted {
                        var final = last
                        final.failure.details.insert(.eventually(attempts: attempts, over: budget.length), at: 0)
                        fail(final)
                        break
                    }
                    // One frame between runs, never a jump to the deadline: the block may act, and
                    // its next run needs what is left of the budget.
                    runFrame()
                }
                step.attempts = attempts
            }
        }
    }

    /// Whether held events include an action step (input the app received).
    static func acted(in events: [KassEvent]) -> Bool {
        events.contains { event in
            if case .stepStarted(let start) = event { return start.kind == .action }
            return false
        }
    }

    /// Checks `body`'s assertions at every frame for `seconds` of app time; the first frame where one
    /// does not hold fails it. Assertions inside check once per frame (no waiting).
    public func continuously(during seconds: TimeInterval, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        guard let limit = validated(seconds, action: "continuously", file: file, line: line) else { return }
        runStep(.combinator, "continuously(during: \(limit))") { _ in
            let start = appTime
            while true {
                let failures = withScope(.capture) { withDeadline(after: 0) { body() } }
                if var first = failures.first {
                    first.failure.details.insert(.continuously(heldFor: appTime - start, of: limit), at: 0)
                    return fail(first)
                }
                guard stepThroughWindow(until: start + limit) else { return }
            }
        }
    }

    /// Passes as soon as one of the named branches passes, checking them all every frame within the
    /// budget, and returns which branch held; otherwise fails reporting every branch's failure and
    /// returns `nil`.
    ///
    /// The report shows one step for the branch that held (with the steps it ran at that round);
    /// the attempts that failed before are kept in the returned ``KassAnyOfResult`` only. When no
    /// branch holds, the report shows every branch's attempt in the last round, each with its reason.
    ///
    /// ```swift
    /// let outcome = anyOf(["signed in": { home.welcome.assertVisible() },
    ///                      "asked for a code": { otp.code.assertVisible() }])
    /// ```
    @discardableResult
    public func anyOf(
        timeout: TimeInterval? = nil, _ branches: KeyValuePairs<String, () -> Void>, file: StaticString = #filePath, line: UInt = #line
    ) -> KassAnyOfResult? {
        guard let limit = validated(timeout, action: "anyOf", file: file, line: line) else { return nil }
        guard !branches.isEmpty else {
            fail(KassFailure(element: nil, action: "anyOf", reason: .misuse(.noBranches)), file: file, line: line)
            return nil
        }
        var outcome: KassAnyOfResult?
        runStep(.combinator, "anyOf(\(branches.map { "'\($0.key)'" }.joined(separator: ", ")))") { step in
            let budget = makeBudget(limit: limit)
            var earlier = branches.map { KassAnyOfResult.EarlierFailure(branch: $0.key, attempts: 0, lastMessage: "") }
            withDeadline(after: limit) {
                var round = 0
                while true {
                    round += 1
                    step.attempts = round
                    var lastFrame: [(name: String, failure: KassScopedFailure, events: [KassEvent])] = []
                    for (index, branch) in branches.enumerated() {
                        var failure: KassScopedFailure?
                        let events = holdingEvents {
                            runStep(.combinator, "branch '\(branch.key)'") { branchStep in
                                failure = withScope(.capture) { withDeadline(after: 0) { branch.value() } }.first
                                if let failure { branchStep.fail(with: failure.failure) }
                            }
                        }
                        guard let failure else {
                            release(events)
                            outcome = KassAnyOfResult(
                                index: index, name: branch.key, rounds: round, earlierFailures: earlier.filter { $0.attempts > 0 }
                            )
                            return
                        }
                        earlier[index].attempts += 1
                        earlier[index].lastMessage = failure.failure.message
                        lastFrame.append((branch.key, failure, events))
                    }
                    if budget.isExhausted(at: appTime) || application == nil {
                        for attempt in lastFrame { release(attempt.events) }
                        let details = lastFrame.map { KassFailure.Detail.branch($0.name, $0.failure.failure) }
                        return fail(KassFailure(
                            element: nil, action: "anyOf", reason: .noBranchPassed(branches: branches.count, within: budget.length),
                            details: details
                        ), file: file, line: line, snapshot: lastFrame.last?.failure.snapshot)
                    }
                    advance(within: budget)
                }
            }
        }
        return outcome
    }

    /// Runs `body` up to `times` times until one run passes; fails with every run's failure.
    /// A pass after a failed run is listed as a possible flake.
    public func retry(times: Int, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        guard times >= 1 else {
            return fail(
                KassFailure(element: nil, action: "retry(times: \(times))", reason: .misuse(.retryTimesBelowOne)), file: file, line: line
            )
        }
        runStep(.combinator, "retry(times: \(times))") { step in
            var all: [KassScopedFailure] = []
            for run in 1...times {
                step.attempts = run
                let failures = withScope(.capture) { body() }
                guard let last = failures.last else {
                    if !all.isEmpty {
                        possibleFlakes.append(KassFailureMessages.retryPassed(times: times, onRun: run, after: all.map(\.failure)))
                    }
                    return
                }
                all.append(last)
            }
            guard var final = all.last else { return }
            let runs = all.enumerated().map { KassFailure.Detail.run($0.offset + 1, $0.element.failure) }
            final.failure.details = runs + final.failure.details
            fail(final)
        }
    }

    /// Runs every assertion in `body` even after one fails (each failure gets its own screenshot),
    /// then fails once listing every mismatch.
    public func verifyAll(file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        runStep(.combinator, "verifyAll") { _ in
            let failures = withScope(.collectAll) { body() }
            guard !failures.isEmpty else { return }
            fail(KassScopedFailure(
                failure: KassFailure(
                    element: nil, action: "verifyAll", reason: .checksFailed(count: failures.count),
                    details: failures.map { KassFailure.Detail.check($0.failure, line: $0.line) }
                ),
                file: "\(file)", line: Int(line), snapshot: nil, artifactsWritten: true
            ))
        }
    }

    /// Runs `body` once per case, each as a step named by `name`; a failing case is recorded and the
    /// other cases still run. The enclosing step says which cases failed.
    public func parameterized<Case>(
        _ cases: [Case], name: (Case) -> String, file: StaticString = #filePath, line: UInt = #line, _ body: (Case) -> Void
    ) {
        guard !cases.isEmpty else {
            return fail(KassFailure(element: nil, action: "parameterized", reason: .misuse(.noCases)), file: file, line: line)
        }
        runStep(.combinator, "parameterized (\(cases.count) cases)") { step in
            var failed: [String] = []
            for item in cases {
                let caseName = name(item)
                let status = runStep(.parameterizedCase, caseName) { _ in
                    _ = withScope(.parameterizedCase, caseName: caseName) { body(item) }
                }
                if status == .failed { failed.append(caseName) }
            }
            if !failed.isEmpty {
                step.failureMessage = KassFailureMessages.casesFailed(failed, of: cases.count)
            }
        }
    }

    /// Runs `body` once per case, each a step named by the case's description.
    public func parameterized<Case: CustomStringConvertible>(
        _ cases: [Case], file: StaticString = #filePath, line: UInt = #line, _ body: (Case) -> Void
    ) {
        parameterized(cases, name: { $0.description }, file: file, line: line, body)
    }

    /// `timeout` when it is a finite number ≥ 0 (or the configuration's when nil); otherwise fails.
    func validated(_ timeout: TimeInterval?, action: String, file: StaticString, line: UInt) -> TimeInterval? {
        let value = timeout ?? effectiveConfig.timeout
        guard value.isFinite, value >= 0 else {
            fail(KassFailure(element: nil, action: action, reason: .misuse(.notSeconds(value))), file: file, line: line)
            return nil
        }
        return value
    }
}
