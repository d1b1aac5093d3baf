#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Moving bytes: non-blocking sends and reads for event loops, and waiting versions (with a
/// timeout through `poll`) for callers that block.
extension Socket {
    /// The outcome of one non-blocking read.
    package enum ReadResult: Equatable {
        /// Bytes that arrived (a slice of the scratch buffer).
        case bytes(ArraySlice<UInt8>)
        /// Nothing to read now.
        case wouldBlock
        /// The other end finished sending.
        case endOfStream
        /// The read failed (a reset, for example).
        case failed(SocketError)
    }

    /// Sends what the socket takes now: the count sent, 0 when it would block.
    package func send(_ bytes: ArraySlice<UInt8>) throws(SocketError) -> Int {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        while true {
            let sent = bytes.withUnsafeBytes { posixSend(descriptor, $0.baseAddress, $0.count, flags) }
            if sent >= 0 { return sent }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return 0
            default: throw .failed(operation: .send, code: errno)
            }
        }
    }

    /// Reads what is available now into `scratch`.
    package func receive(into scratch: inout [UInt8]) -> ReadResult {
        while true {
            let count = scratch.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { return .bytes(scratch[..<count]) }
            if count == 0 { return .endOfStream }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed(.failed(operation: .receive, code: errno))
            }
        }
    }

    /// Sends all of `bytes`, waiting when the socket is full; fails when no byte could be sent
    /// for `timeout` seconds.
    package func writeAll(_ bytes: [UInt8], timeout: TimeInterval) throws(SocketError) {
        var offset = 0
        while offset < bytes.count {
            let sent = try send(bytes[offset...])
            if sent == 0 {
                _ = try wait(for: .writable, timeout: timeout, operation: .send)
            }
            offset += sent
        }
    }

    /// Reads `count` bytes, waiting for them (fewer only when the other end finishes sending
    /// first); fails when nothing arrives for `timeout` seconds.
    package func read(count: Int, timeout: TimeInterval) throws(SocketError) -> [UInt8] {
        var result: [UInt8] = []
        var scratch = [UInt8](repeating: 0, count: min(max(count, 0), 64 * 1024))
        while result.count < count {
            if scratch.count > count - result.count { scratch.removeLast(scratch.count - (count - result.count)) }
            switch receive(into: &scratch) {
            case let .bytes(bytes): result += bytes
            case .endOfStream: return result
            case let .failed(error): throw error
            case .wouldBlock: _ = try wait(for: .readable, timeout: timeout, operation: .receive)
            }
        }
        return result
    }

    /// Reads until the other end finishes sending; fails when nothing arrives for `timeout`
    /// seconds, or when `cancellation` ends the exchange.
    package func readToEnd(timeout: TimeInterval, cancellation: SocketCancellation? = nil) throws(SocketError) -> [UInt8] {
        var result: [UInt8] = []
        var scratch = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let outcome = receive(into: &scratch)
            if cancellation?.isCancelled == true { throw .cancelled }
            switch outcome {
            case let .bytes(bytes): result += bytes
            case .endOfStream: return result
            case let .failed(error): throw error
            case .wouldBlock: _ = try wait(for: .readable, timeout: timeout, operation: .receive)
            }
        }
    }

    /// Waits at most `timeout` seconds (nil: without limit; 0: not at all) until the socket is
    /// ready for `events` or reports an error or a hang-up; returns what it reported.
    package func wait(
        for events: SocketEvents, timeout: TimeInterval?, operation: SocketOperation = .poll
    ) throws(SocketError) -> SocketEvents {
        var entries = [SocketPollEntry(descriptor: descriptor, events: events)]
        let ready = try Self.poll(&entries, timeoutMilliseconds: Self.milliseconds(timeout))
        guard ready > 0 else { throw .timedOut(operation: operation) }
        return entries[0].reported
    }

    /// Whether the socket reports an error or a hang-up right now (without waiting).
    package var hasHungUp: Bool {
        guard let reported = try? wait(for: [], timeout: 0) else { return false }
        return !reported.isDisjoint(with: [.error, .hangUp])
    }

    /// Waits at most `timeoutMilliseconds` (-1: without limit) until one of `entries` reports
    /// something; fills in each entry's `reported` and returns how many reported (0: timed out).
    package static func poll(_ entries: inout [SocketPollEntry], timeoutMilliseconds: Int32) throws(SocketError) -> Int {
        var descriptors = entries.map { pollfd(fd: $0.descriptor, events: $0.events.rawValue, revents: 0) }
        var ready: Int32
        repeat {
            ready = posixPoll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
        } while ready < 0 && errno == EINTR
        guard ready >= 0 else { throw .failed(operation: .poll, code: errno) }
        for index in entries.indices {
            entries[index].reported = SocketEvents(rawValue: descriptors[index].revents)
        }
        return Int(ready)
    }

    /// `timeout` in whole milliseconds for `poll`, rounded up (nil or infinite: -1, no limit).
    static func milliseconds(_ timeout: TimeInterval?) -> Int32 {
        guard let timeout, timeout.isFinite else { return -1 }
        return Int32(min((max(timeout, 0) * 1000).rounded(.up), Double(Int32.max)))
    }
}

/// `send` without the clash with ``Socket/send(_:)``.
private func posixSend(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(descriptor, buffer, count, flags)
}

/// `poll` without the clash with ``Socket/poll(_:timeoutMilliseconds:)``.
private func posixPoll(_ descriptors: UnsafeMutablePointer<pollfd>, _ count: nfds_t, _ timeout: Int32) -> Int32 {
    poll(descriptors, count, timeout)
}
