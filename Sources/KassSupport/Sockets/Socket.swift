#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One IPv4 TCP socket: the package's one seam over the POSIX socket calls, used by the agent's
/// server and the `hammer` tool's client.
///
/// Every socket is non-blocking and close-on-exec, and sending never raises `SIGPIPE`
/// (`MSG_NOSIGNAL` on Linux, `SO_NOSIGPIPE` on Apple platforms). Calls interrupted by a signal
/// (`EINTR`) are retried. Event loops use the non-blocking ``send(_:)`` and ``receive(into:)``;
/// callers that want to block use ``writeAll(_:timeout:)`` and ``readToEnd(timeout:)``, which wait
/// with `poll` and fail with ``SocketError/timedOut(operation:)`` when nothing moves for `timeout`.
///
/// ```swift
/// let (listener, port) = try Socket.listen(port: 0)
/// let client = try Socket.connect(toLoopbackPort: port, timeout: 5)
/// let (server, _) = try listener.accept(timeout: 5)
/// ```
///
/// A `Socket` is a descriptor: copies name the same socket, and ``close()`` closes it for all.
package struct Socket: Sendable, Hashable {
    /// The file descriptor.
    package let descriptor: Int32

    /// Wraps an open descriptor (the socket layer configures the ones it makes).
    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The loopback address, spelled out: `INADDR_LOOPBACK` is a macro with a cast that not every
    /// platform imports.
    static let loopbackAddress = UInt32(0x7F00_0001)

    /// Opens, binds and listens on IPv4 `port` (127.0.0.1 unless `anyInterface`, 0 for any free
    /// port); returns the listening socket and the port it got.
    package static func listen(
        port: Int, anyInterface: Bool = false, backlog: Int32 = 128
    ) throws(SocketError) -> (socket: Socket, port: Int) {
        guard (0...65_535).contains(port) else { throw .failed(operation: .bind, code: EINVAL) }
        let socket = try make()
        var one: Int32 = 1
        setsockopt(socket.descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = Self.address(port: port, host: anyInterface ? 0 : loopbackAddress)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if bound != 0 {
            let code = errno
            socket.close()
            throw SocketError.from(errno: code, operation: .bind, port: port)
        }
        if posixListen(socket.descriptor, backlog) != 0 {
            let code = errno
            socket.close()
            throw .failed(operation: .listen, code: code)
        }
        var boundAddress = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &boundAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket.descriptor, $0, &length) }
        }
        return (socket, Int(UInt16(bigEndian: boundAddress.sin_port)))
    }

    /// Connects to 127.0.0.1:`port`, waiting at most `timeout` seconds for the connection.
    package static func connect(toLoopbackPort port: Int, timeout: TimeInterval) throws(SocketError) -> Socket {
        guard (1...65_535).contains(port) else { throw .failed(operation: .connect, code: EINVAL) }
        let socket = try make()
        var address = Self.address(port: port, host: loopbackAddress)
        var result: Int32
        repeat {
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    posixConnect(socket.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        } while result != 0 && errno == EINTR
        do throws(SocketError) {
            if result != 0 {
                guard errno == EINPROGRESS else { throw SocketError.from(errno: errno, operation: .connect, port: port) }
                _ = try socket.wait(for: .writable, timeout: timeout, operation: .connect)
                var code: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(socket.descriptor, SOL_SOCKET, SO_ERROR, &code, &length)
                if code != 0 { throw SocketError.from(errno: code, operation: .connect, port: port) }
            }
        } catch {
            socket.close()
            throw error
        }
        return socket
    }

    /// Accepts one pending connection without waiting: the connection and the client's
    /// `address:port`, or nil when none is pending.
    package func accept() throws(SocketError) -> (socket: Socket, peer: String)? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        var accepted: Int32
        repeat {
            accepted = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { posixAccept(descriptor, $0, &length) }
            }
        } while accepted < 0 && errno == EINTR
        guard accepted >= 0 else {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == ECONNABORTED { return nil }
            throw .failed(operation: .accept, code: errno)
        }
        let socket = Socket(descriptor: accepted)
        guard socket.configure() else {
            let code = errno
            socket.close()
            throw .failed(operation: .configure, code: code)
        }
        let host = UInt32(bigEndian: address.sin_addr.s_addr)
        let octets = [host >> 24, host >> 16 & 0xFF, host >> 8 & 0xFF, host & 0xFF].map(String.init)
        return (socket, octets.joined(separator: ".") + ":\(UInt16(bigEndian: address.sin_port))")
    }

    /// Waits at most `timeout` seconds for a connection and accepts it.
    package func accept(timeout: TimeInterval) throws(SocketError) -> (socket: Socket, peer: String) {
        while true {
            if let accepted = try accept() { return accepted }
            _ = try wait(for: .readable, timeout: timeout, operation: .accept)
        }
    }

    /// Stops sending: the other end reads end of stream once it has read what was sent.
    package func shutdownWrite() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Closes the descriptor.
    package func close() {
        _ = posixClose(descriptor)
    }

    /// Makes the next close send a reset and stops reading and writing now (a call blocked in
    /// ``readToEnd(timeout:)`` on another thread returns at once). The descriptor stays open.
    package func reset() {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Closes with a reset, dropping what was still to be sent (a plain close would keep an
    /// orphaned socket trying to deliver it to a peer that does not read).
    package func abort() {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        close()
    }

    // MARK: Making sockets

    /// A new configured IPv4 stream socket.
    private static func make() throws(SocketError) -> Socket {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .failed(operation: .socket, code: errno) }
        let socket = Socket(descriptor: descriptor)
        guard socket.configure() else {
            let code = errno
            socket.close()
            throw .failed(operation: .configure, code: code)
        }
        return socket
    }

    /// Non-blocking, close-on-exec and (on Apple platforms) no SIGPIPE.
    func configure() -> Bool {
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let flags = fcntl(descriptor, F_GETFL)
        return flags >= 0 && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0
            && fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0
    }

    private static func address(port: Int, host: UInt32) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
        address.sin_addr.s_addr = host.bigEndian
        return address
    }
}

/// `listen` without the clash with ``Socket/listen(port:anyInterface:backlog:)``.
private func posixListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
    listen(descriptor, backlog)
}

/// `connect` without the clash with ``Socket/connect(toLoopbackPort:timeout:)``.
private func posixConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

/// `accept` without the clash with ``Socket/accept()``.
private func posixAccept(
    _ listener: Int32, _ address: UnsafeMutablePointer<sockaddr>, _ length: UnsafeMutablePointer<socklen_t>
) -> Int32 {
    accept(listener, address, length)
}

/// `close` without the clash with ``Socket/close()``.
func posixClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
