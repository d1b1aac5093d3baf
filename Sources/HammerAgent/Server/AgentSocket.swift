#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the POSIX socket calls the server needs; the one platform seam of the server.
///
/// Every socket is non-blocking and close-on-exec; sends never raise SIGPIPE (`MSG_NOSIGNAL` on
/// Linux, `SO_NOSIGPIPE` on Apple platforms).
enum AgentSocket {
    /// `errno` after a failed call.
    static var lastError: Int32 { errno }

    /// Opens, binds and listens on IPv4 `port` (loopback only unless `anyInterface`); returns the
    /// descriptor and the bound port.
    static func listen(port: Int, anyInterface: Bool) throws(AgentServerError) -> (Int32, Int) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .socketFailure(operation: "create a socket", code: errno) }
        var failure: AgentServerError?
        defer { if failure != nil { close(descriptor) } }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        // 0.0.0.0 or 127.0.0.1, spelled out: INADDR_LOOPBACK is a macro with a cast that not every platform imports.
        address.sin_addr.s_addr = (anyInterface ? UInt32(0) : UInt32(0x7F00_0001)).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if bound != 0 {
            let code = errno
            failure = code == EADDRINUSE ? .portInUse(port: port)
                : code == EACCES ? .portNotPermitted(port: port)
                : .socketFailure(operation: "bind port \(port)", code: code)
        } else if posixListen(descriptor, 128) != 0 {
            failure = .socketFailure(operation: "listen on port \(port)", code: errno)
        } else if !configure(descriptor) {
            failure = .socketFailure(operation: "make the listening socket non-blocking", code: errno)
        }
        if let failure { throw failure }
        var boundAddress = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &boundAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, Int(UInt16(bigEndian: boundAddress.sin_port)))
    }

    /// Accepts one pending connection: its descriptor and `address:port`, or nil (`errno` says why).
    static func accept(_ listener: Int32) -> (Int32, String)? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let descriptor = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                posixAccept(listener, $0, &length)
            }
        }
        guard descriptor >= 0 else { return nil }
        guard configure(descriptor) else {
            close(descriptor)
            return nil
        }
        let host = UInt32(bigEndian: address.sin_addr.s_addr)
        let octets = [host >> 24, host >> 16 & 0xFF, host >> 8 & 0xFF, host & 0xFF].map(String.init)
        let peer = octets.joined(separator: ".") + ":\(UInt16(bigEndian: address.sin_port))"
        return (descriptor, peer)
    }

    /// Non-blocking, close-on-exec and (on Apple platforms) no SIGPIPE.
    static func configure(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let flags = fcntl(descriptor, F_GETFL)
        return flags >= 0 && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0
            && fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0
    }

    /// Sends what the socket takes now: the count sent, 0 when it would block, -1 on error.
    static func send(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        let sent = bytes.withUnsafeBytes { posixSend(descriptor, $0.baseAddress, $0.count, flags) }
        if sent >= 0 { return sent }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : -1
    }

    /// The outcome of one read.
    enum ReadResult {
        case bytes(ArraySlice<UInt8>)
        case wouldBlock
        case endOfStream
        case failed
    }

    /// Reads what is available into `scratch`.
    static func receive(_ descriptor: Int32, into scratch: inout [UInt8]) -> ReadResult {
        let count = scratch.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { return .bytes(scratch[..<count]) }
        if count == 0 { return .endOfStream }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? .wouldBlock : .failed
    }

    /// Whether the socket reports an error or a hang-up right now (without waiting).
    static func hasHungUp(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: 0, revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLERR | POLLHUP) != 0
    }

    /// Stops sending (the client then reads end of stream after the answer).
    static func shutdownWrite(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// A non-blocking pipe used to wake the event loop: (read end, write end).
    static func makeWakePipe() throws(AgentServerError) -> (Int32, Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .socketFailure(operation: "create the wake-up pipe", code: errno) }
        guard configure(ends[0]), configure(ends[1]) else {
            let code = errno
            close(ends[0])
            close(ends[1])
            throw .socketFailure(operation: "configure the wake-up pipe", code: code)
        }
        return (ends[0], ends[1])
    }
}

/// `listen` without the clash with ``AgentSocket/listen(port:anyInterface:)``.
private func posixListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
    listen(descriptor, backlog)
}

/// `accept` without the clash with ``AgentSocket/accept(_:)``.
private func posixAccept(
    _ listener: Int32, _ address: UnsafeMutablePointer<sockaddr>, _ length: UnsafeMutablePointer<socklen_t>
) -> Int32 {
    accept(listener, address, length)
}

/// `send` without the clash with ``AgentSocket/send(_:_:)``.
private func posixSend(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(descriptor, buffer, count, flags)
}

extension AgentSocket {
    /// Closes a descriptor.
    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// Closes a connection with a reset, dropping what it still had to send (a plain close would keep
    /// an orphaned socket trying to deliver it to a client that does not read).
    static func abort(_ descriptor: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        _ = close(descriptor)
    }
}
