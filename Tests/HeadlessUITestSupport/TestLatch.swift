import Foundation

/// A one-shot latch for tests with concurrent work: `wait()` returns once `release()` was called,
/// before or after the wait began.
public final class TestLatch: @unchecked Sendable {
    private let lock = NSLock()
    private var released = false
    private var waiter: CheckedContinuation<Void, Never>?

    /// A latch not released yet.
    public init() {}

    /// Returns once the latch is released.
    public func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = lock.withLock {
                if released { return true }
                waiter = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Releases the latch (and the one waiting, if any).
    public func release() {
        let waiting = lock.withLock {
            released = true
            defer { waiter = nil }
            return waiter
        }
        waiting?.resume()
    }
}
