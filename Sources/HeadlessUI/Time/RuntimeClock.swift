import Foundation

/// The runtime clock of a HeadlessUI application: seconds since launch, advanced by the run loop.
///
/// In ``ClockMode/virtual`` mode (the default in tests) a frame moves time by 1/60 s instantly, so a
/// 15 s wait costs milliseconds of wall time and every run is deterministic. The clock conforms to
/// Swift's `Clock`, so code can take it as a parameter and `sleep` on it:
///
/// ```swift
/// try await UIApplication.shared.clock.sleep(for: .seconds(1.4)) // resumes 1.4 s of runtime later
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
public struct RuntimeClock: Clock, Sendable {
    /// A point in runtime, measured from the application's launch.
    public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
        /// Time since launch.
        public var offset: Duration

        /// Creates an instant `offset` after launch.
        public init(offset: Duration) { self.offset = offset }

        /// Seconds since launch.
        public var seconds: TimeInterval { offset.timeInterval }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// The time from `self` to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Ordering by time.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

        /// `t=1.234s`.
        public var description: String { String(format: "t=%.3fs", seconds) }
    }

    let storage: ClockStorage

    init(storage: ClockStorage) { self.storage = storage }

    /// The current runtime instant.
    public var now: Instant { Instant(offset: .seconds(storage.currentTime)) }

    /// Seconds since launch (the value `UITouch.timestamp` and `UIEvent.timestamp` use).
    public var seconds: TimeInterval { storage.currentTime }

    /// The clock's resolution.
    public var minimumResolution: Duration { .microseconds(1) }

    /// Suspends until the run loop reaches `deadline`. Throws `CancellationError` when the task is
    /// cancelled first.
    ///
    /// The sleep runs in the caller's isolation (`nonisolated(nonsending)`): a main-actor task
    /// continues in the run-loop turn that reaches its deadline, never a few frames later because its
    /// continuation first hopped through another thread.
    public nonisolated(nonsending) func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await storage.sleep(until: deadline.seconds)
    }

    /// Suspends for `duration` of runtime (see ``sleep(until:tolerance:)``). Declared on the clock
    /// itself, not only inherited from `Clock`, so that it keeps the caller's isolation too.
    public nonisolated(nonsending) func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
    }
}

extension Duration {
    /// The duration in seconds as a `TimeInterval`.
    public var timeInterval: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}

/// Shared, lock-protected state of a ``RuntimeClock``: the current time and the tasks sleeping on it.
final class ClockStorage: @unchecked Sendable {
    private struct Sleeper {
        let id: UInt64
        let deadline: TimeInterval
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var time: TimeInterval = 0
    private var sleepers: [Sleeper] = []
    private var nextSleeperID: UInt64 = 0
    /// Sleepers the run loop resumed whose tasks have not run yet (see ``hasResumedSleepersWaitingToRun``).
    private var resumedNotYetRunning: Set<UInt64> = []

    var currentTime: TimeInterval {
        lock.lock(); defer { lock.unlock() }
        return time
    }

    func set(time newTime: TimeInterval) {
        lock.lock(); defer { lock.unlock() }
        time = newTime
    }

    /// The earliest deadline among sleeping tasks.
    var earliestDeadline: TimeInterval? {
        lock.lock(); defer { lock.unlock() }
        return sleepers.map(\.deadline).min()
    }

    /// Deadlines of all sleeping tasks.
    var sleeperDeadlines: [TimeInterval] {
        lock.lock(); defer { lock.unlock() }
        return sleepers.map(\.deadline)
    }

    /// Deadlines of the tasks that started sleeping after sleeper `id` (see ``lastSleeperID``).
    func sleeperDeadlines(after id: UInt64) -> [TimeInterval] {
        lock.lock(); defer { lock.unlock() }
        return sleepers.filter { $0.id > id }.map(\.deadline)
    }

    /// The identifier of the most recent sleep (later sleeps have larger ones).
    var lastSleeperID: UInt64 {
        lock.lock(); defer { lock.unlock() }
        return nextSleeperID
    }

    /// Resumes every task whose deadline has been reached; returns how many.
    @discardableResult
    func resumeDueSleepers() -> Int {
        lock.lock()
        let now = time
        let due = sleepers.filter { $0.deadline <= now + TimeTolerance.epsilon }
        sleepers.removeAll { $0.deadline <= now + TimeTolerance.epsilon }
        resumedNotYetRunning.formUnion(due.map(\.id))
        lock.unlock()
        for sleeper in due.sorted(by: { ($0.deadline, $0.id) < ($1.deadline, $1.id) }) {
            sleeper.continuation.resume()
        }
        return due.count
    }

    /// Suspends the calling task until the run loop reaches `deadline` (or throws `CancellationError`).
    ///
    /// A main-actor caller never leaves the main actor while it sleeps: the sleep is registered and
    /// resumed there (through a main-actor cancellation scope, since a nonisolated one would hop to
    /// another thread before registering), so the async run loop can let it run in the very turn
    /// that reached its deadline. Callers on other executors sleep through a nonisolated scope.
    nonisolated(nonsending) func sleep(until deadline: TimeInterval) async throws {
        let id: UInt64 = lock.withLock {
            nextSleeperID += 1
            return nextSleeperID
        }
        defer { markRunning(id) }
        // Swift 6.3.1 compiler bug: in a `nonisolated(nonsending)` function, `#isolation === x` hands
        // the `(any Actor)?` value to `===` without converting it to `AnyObject?` (ill-typed SIL;
        // `-Xfrontend -sil-verify-all` reports "operand of 'apply' doesn't match function input
        // type"). Debug builds happen to work; with -O the switch on that value becomes a PHI with
        // two entries for one predecessor and LLVM's verifier aborts the release build. Binding
        // `#isolation` to a typed constant first makes the compiler emit the conversion.
        let isolation: (any Actor)? = #isolation
        if isolation === MainActor.shared {
            try await sleepOnMainActor(id: id, until: deadline)
        } else {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { register($0, id: id, deadline: deadline) }
            } onCancel: {
                cancelSleeper(id)
            }
        }
    }

    @MainActor
    private func sleepOnMainActor(id: UInt64, until deadline: TimeInterval) async throws {
        try await withTaskCancellationHandler(operation: { @MainActor in
            try await withCheckedThrowingContinuation { self.register($0, id: id, deadline: deadline) }
        }, onCancel: {
            self.cancelSleeper(id)
        })
    }

    private func register(_ continuation: CheckedContinuation<Void, any Error>, id: UInt64, deadline: TimeInterval) {
        lock.lock()
        if Task.isCancelled {
            lock.unlock()
            continuation.resume(throwing: CancellationError())
            return
        }
        sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
        lock.unlock()
    }

    private func cancelSleeper(_ id: UInt64) {
        let cancelled: Sleeper? = lock.withLock {
            sleepers.firstIndex { $0.id == id }.map { sleepers.remove(at: $0) }
        }
        cancelled?.continuation.resume(throwing: CancellationError())
    }

    /// Whether a task the run loop resumed has not continued yet. The async run loop yields until it
    /// has, so a task sleeping on the clock continues in the turn that reached its deadline rather
    /// than a frame or two later, whatever the threads do.
    var hasResumedSleepersWaitingToRun: Bool {
        lock.withLock { !resumedNotYetRunning.isEmpty }
    }

    private func markRunning(_ id: UInt64) {
        lock.withLock { _ = resumedNotYetRunning.remove(id) }
    }

    /// Fails every sleeper (used when the application is torn down).
    func cancelAllSleepers() {
        lock.lock()
        let all = sleepers
        sleepers.removeAll()
        lock.unlock()
        for sleeper in all { sleeper.continuation.resume(throwing: CancellationError()) }
    }
}

/// Floating-point slack used when comparing runtime instants, so that 30 frames of 1/60 s reach 0.5 s.
enum TimeTolerance {
    static let epsilon: TimeInterval = 1e-9
}
