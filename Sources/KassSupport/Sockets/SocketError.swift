#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket call that failed, as messages name it.
package enum SocketOperation: String, Sendable, Equatable {
    case socket, bind, listen, accept, connect, send, receive, poll, configure, pipe
}

/// Why a socket call failed, with its data; ``description`` says it in words.
///
/// ```swift
/// SocketError.connectionRefused(port: 9876).description  // "connection refused (nothing listens on that port)"
/// SocketError.timedOut(operation: .receive).description  // "no answer in time (receive timed out)"
/// ```
package enum SocketError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing listens on the loopback port (`ECONNREFUSED`).
    case connectionRefused(port: Int)
    /// Another socket already listens on the port (`EADDRINUSE`).
    case addressInUse(port: Int)
    /// The system does not allow binding the port (`EACCES`: a privileged port, a sandbox).
    case notPermitted(port: Int)
    /// The operation made no progress within its timeout.
    case timedOut(operation: SocketOperation)
    /// A ``SocketCancellation`` ended the exchange.
    case cancelled
    /// Any other failure: the call and `errno`.
    case failed(operation: SocketOperation, code: Int32)

    /// The failure for `errno` after `operation`.
    static func from(errno code: Int32, operation: SocketOperation, port: Int = 0) -> SocketError {
        switch code {
        case ECONNREFUSED where operation == .connect: .connectionRefused(port: port)
        case EADDRINUSE where operation == .bind: .addressInUse(port: port)
        case EACCES where operation == .bind: .notPermitted(port: port)
        case ETIMEDOUT: .timedOut(operation: operation)
        default: .failed(operation: operation, code: code)
        }
    }

    /// `errno` for the failures that carry one.
    package var code: Int32? {
        if case .failed(_, let code) = self { return code }
        return nil
    }

    /// Whether the other end is gone (it reset or closed the connection while we sent).
    package var isHangUp: Bool {
        code == EPIPE || code == ECONNRESET
    }

    /// Whether the process or the system ran out of descriptors or memory (retrying later can work).
    package var isOutOfResources: Bool {
        guard let code else { return false }
        return code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM
    }

    /// The system's words for ``code`` (`Connection reset by peer`), or the description.
    package var systemReason: String {
        code.map { String(cString: strerror($0)) } ?? description
    }

    /// What went wrong, in words.
    package var description: String {
        switch self {
        case .connectionRefused: "connection refused (nothing listens on that port)"
        case let .addressInUse(port): "port \(port) is already in use"
        case let .notPermitted(port): "the system does not allow listening on port \(port)"
        case let .timedOut(operation): "no answer in time (\(operation.rawValue) timed out)"
        case .cancelled: "the call was cancelled"
        case let .failed(operation, code): "\(operation.rawValue) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}
