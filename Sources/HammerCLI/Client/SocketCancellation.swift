#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Ends a blocking ``SocketExchange`` from another thread: ``cancel()`` resets the connection, so
/// the exchange returns at once and the agent sees its client hang up (it then stops the command).
/// Used when an MCP client cancels a call.
final class SocketCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptor: Int32?
    private var cancelled = false

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { lock.withLock { cancelled } }

    /// The exchange's socket while it runs; false when the exchange was cancelled before it started.
    func attach(_ descriptor: Int32) -> Bool {
        lock.withLock {
            guard !cancelled else { return false }
            self.descriptor = descriptor
            return true
        }
    }

    /// The exchange is about to close its socket: cancelling no longer touches it.
    func detach() {
        lock.withLock { descriptor = nil }
    }

    /// Resets the connection (linger 0, so closing it sends a reset) and stops its reads and writes.
    func cancel() {
        lock.withLock {
            cancelled = true
            guard let descriptor else { return }
            var linger = linger(l_onoff: 1, l_linger: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
            _ = shutdown(descriptor, Int32(SHUT_RDWR))
        }
    }
}
