import Foundation

/// Ends a blocking exchange (``Socket/exchange(_:withLoopbackPort:timeout:cancellation:)``) from
/// another thread: ``cancel()`` resets the connection, so the exchange returns at once with
/// ``SocketError/cancelled`` and the other end sees its peer hang up.
package final class SocketCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var socket: Socket?
    private var cancelled = false

    /// A cancellation nothing has used yet.
    package init() {}

    /// Whether ``cancel()`` was called.
    package var isCancelled: Bool { lock.withLock { cancelled } }

    /// The exchange's socket while it runs; false when the exchange was cancelled before it started.
    func attach(_ socket: Socket) -> Bool {
        lock.withLock {
            guard !cancelled else { return false }
            self.socket = socket
            return true
        }
    }

    /// The exchange is about to close its socket: cancelling no longer touches it.
    func detach() {
        lock.withLock { socket = nil }
    }

    /// Resets the connection (closing it then sends a reset) and stops its reads and writes.
    package func cancel() {
        lock.withLock {
            cancelled = true
            socket?.reset()
        }
    }
}
