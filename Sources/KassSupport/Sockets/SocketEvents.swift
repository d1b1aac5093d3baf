#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a socket is ready for, or what happened to it, as `poll` reports it.
package struct SocketEvents: OptionSet, Sendable, Hashable {
    package let rawValue: Int16

    package init(rawValue: Int16) {
        self.rawValue = rawValue
    }

    /// Bytes (or end of stream, or a pending connection) can be read without blocking.
    package static let readable = SocketEvents(rawValue: Int16(POLLIN))
    /// Bytes can be sent without blocking.
    package static let writable = SocketEvents(rawValue: Int16(POLLOUT))
    /// The socket has an error (a reset, for example). Reported whether asked for or not.
    package static let error = SocketEvents(rawValue: Int16(POLLERR))
    /// The other end hung up. Reported whether asked for or not.
    package static let hangUp = SocketEvents(rawValue: Int16(POLLHUP))
    /// The descriptor is not open. Reported whether asked for or not.
    package static let invalid = SocketEvents(rawValue: Int16(POLLNVAL))
}

/// One descriptor to watch in ``Socket/poll(_:timeoutMilliseconds:)``: what to wait for, and what
/// was reported. A descriptor of -1 is skipped (nothing is reported for it).
package struct SocketPollEntry: Sendable {
    /// The descriptor watched, or -1 to skip the entry.
    package var descriptor: Int32
    /// What to wait for.
    package var events: SocketEvents
    /// What `poll` reported (empty until it ran).
    package var reported: SocketEvents = []

    /// An entry waiting for `events` on `descriptor`.
    package init(descriptor: Int32, events: SocketEvents) {
        self.descriptor = descriptor
        self.events = events
    }
}
