#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A socket failure with `errno`, said in words.
struct SocketError: Error, CustomStringConvertible {
    let operation: String
    let code: Int32

    var description: String {
        switch code {
        case ECONNREFUSED: "connection refused (nothing listens on that port)"
        case EAGAIN, ETIMEDOUT: "no answer in time (\(operation) timed out)"
        case ECANCELED: "\(operation) was cancelled"
        default: "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}

/// One request/answer over a fresh IPv4 loopback connection, with timeouts.
enum SocketExchange {
    /// Connects to 127.0.0.1:`port`, sends `bytes`, and reads until the server closes; `cancellation`
    /// can end the exchange from another thread (it then throws ``SocketError`` "cancelled").
    static func send(
        _ bytes: [UInt8], toPort port: Int, timeout: TimeInterval, cancellation: SocketCancellation? = nil
    ) throws(SocketError) -> [UInt8] {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        let sendFlags = Int32(MSG_NOSIGNAL)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        let sendFlags: Int32 = 0
        #endif
        guard descriptor >= 0 else { throw SocketError(operation: "socket", code: errno) }
        defer {
            cancellation?.detach()
            close(descriptor)
        }
        if let cancellation, !cancellation.attach(descriptor) { throw SocketError(operation: "the call", code: ECANCELED) }
        var time = timeval(tv_sec: Int(timeout), tv_usec: .init(timeout.truncatingRemainder(dividingBy: 1) * 1e6))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw SocketError(operation: "connect", code: errno) }
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { socketSend(descriptor, $0.baseAddress, $0.count, sendFlags) }
            guard sent > 0 else { throw SocketError(operation: "send", code: errno) }
            offset += sent
        }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if cancellation?.isCancelled == true { throw SocketError(operation: "the call", code: ECANCELED) }
            if count == 0 { return result }
            guard count > 0 else {
                if errno == EINTR { continue }
                throw SocketError(operation: "receive", code: errno)
            }
            result += buffer[..<count]
        }
    }
}

/// `send` without the clash with ``SocketExchange/send(_:toPort:timeout:)``.
private func socketSend(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(descriptor, buffer, count, flags)
}
