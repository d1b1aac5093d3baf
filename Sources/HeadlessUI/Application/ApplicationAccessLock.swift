import Foundation

/// Lets one test at a time drive the (single, process-wide) current application.
///
/// XCTest runs tests one after another, but Swift Testing runs suites in parallel, and `.serialized`
/// only orders the tests of one suite. Two `@MainActor` suites would interleave at every `await`,
/// and one test's `UIApplication.launch` would terminate the other's app. Test frameworks built on
/// HeadlessUI (Kass's `.kass` trait, the test support's `.headlessUI` trait) hold this lock around
/// each test so that such suites take turns.
///
/// ```swift
/// try await ApplicationAccessLock.withLock { try await runTheTest() }
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public final class ApplicationAccessLock {
    /// The process-wide lock.
    public static let shared = ApplicationAccessLock()

    private var isHeld = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    private init() {}

    /// Waits until no other holder has the lock, then takes it.
    public func acquire() async {
        guard isHeld else {
            isHeld = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Hands the lock to the next waiter, or frees it.
    public func release() {
        guard !waiters.isEmpty else {
            isHeld = false
            return
        }
        waiters.removeFirst().resume()
    }

    /// Runs `body` while holding the lock. Reentrant: a task that already holds it (a trait applied
    /// both to a suite and to a suite nested in it) runs `body` at once.
    public nonisolated static func withLock<Result: Sendable>(_ body: @Sendable () async throws -> Result) async rethrows -> Result {
        if LockHolding.isHeldByCurrentTask { return try await body() }
        await shared.acquire()
        do {
            let result = try await LockHolding.$isHeldByCurrentTask.withValue(true) { try await body() }
            await shared.release()
            return result
        } catch {
            await shared.release()
            throw error
        }
    }
}

/// Whether the current task (or one it descends from) holds the lock through
/// ``ApplicationAccessLock/withLock(_:)``.
private enum LockHolding {
    @TaskLocal static var isHeldByCurrentTask = false
}
