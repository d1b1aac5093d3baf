#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One client connection as the event loop sees it: the bytes parsed so far and what happens next.
///
/// The connection never blocks: the loop reads when the socket is readable, writes when writable,
/// and checks the deadline of the current phase on every turn.
struct AgentConnection {
    /// Where the connection stands.
    enum Phase {
        /// Receiving the request, which must be complete before `deadline`.
        case reading(deadline: UInt64)
        /// The handler is working on the request; the loop waits for its answer.
        case awaitingHandler
        /// Sending the answer; each progress moves `deadline` (a client that stops reading is cut off).
        case writing(bytes: [UInt8], offset: Int, deadline: UInt64)
        /// Answer sent and write side shut: discarding what the client still sends until it closes, so
        /// unread request bytes cannot turn the close into a reset that loses the answer.
        case draining(deadline: UInt64)
    }

    /// The number the handler's answer is delivered under (descriptors are reused, numbers are not).
    let id: UInt64
    /// The socket.
    let descriptor: Int32
    /// `address:port` of the client, for log lines.
    let peer: String
    /// Whether this connection only exists to be told 503 (it takes no slot).
    let isOverflow: Bool
    /// The request parser.
    var parser: AgentHTTPRequestParser
    /// The current phase.
    var phase: Phase

    /// Makes a connection that starts reading now.
    init(id: UInt64, descriptor: Int32, peer: String, isOverflow: Bool, maximumRequestBytes: Int, deadline: UInt64) {
        self.id = id
        self.descriptor = descriptor
        self.peer = peer
        self.isOverflow = isOverflow
        self.parser = AgentHTTPRequestParser(maximumRequestBytes: maximumRequestBytes)
        self.phase = .reading(deadline: deadline)
    }

    /// The poll events the loop waits for in this phase.
    var pollEvents: Int16 {
        switch phase {
        case .reading, .draining: Int16(POLLIN)
        case .awaitingHandler: 0
        case .writing: Int16(POLLOUT)
        }
    }

    /// The deadline of the current phase, if it has one.
    var deadline: UInt64? {
        switch phase {
        case let .reading(deadline), let .writing(_, _, deadline), let .draining(deadline): deadline
        case .awaitingHandler: nil
        }
    }
}
