#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A failure of the raw test client, with `errno`.
struct RawHTTPClientError: Error, CustomStringConvertible {
    let operation: String
    let code: Int32
    var description: String { "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))" }
}

/// An HTTP answer as read off the wire by ``RawHTTPClient``.
struct RawHTTPResponse {
    /// The status code of the status line.
    let status: Int
    /// Headers, names lowercased.
    let headers: [String: String]
    /// The bytes after the head.
    let body: Data

    /// Parses `HTTP/1.1 <status> ...`, headers and body; nil when the bytes are not an HTTP answer.
    /// Interim `1xx` answers before the final one are skipped, as HTTP clients must (the agent sends
    /// `100 Continue` to a client that half-closed while its command runs, to tell it from one that left).
    init?(_ bytes: [UInt8]) {
        var bytes = bytes
        while bytes.starts(with: Array("HTTP/1.1 1".utf8)), let end = bytes.firstRange(of: [13, 10, 13, 10]) {
            bytes.removeSubrange(..<end.upperBound)
        }
        guard let end = bytes.firstRange(of: [13, 10, 13, 10]) else { return nil }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, statusLine[0] == "HTTP/1.1", let status = Int(statusLine[1]) else { return nil }
        self.status = status
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        body = Data(bytes[end.upperBound...])
    }

    /// The body decoded as a JSON object.
    var json: [String: Any]? { try? JSONSerialization.jsonObject(with: body) as? [String: Any] }
    /// The `error` field of a JSON error body.
    var errorMessage: String? { json?["error"] as? String }
}

/// A small blocking HTTP client on raw sockets, so tests control every byte sent (and send bad ones).
/// Every call has a socket timeout, so a server that never answers fails the test instead of hanging it.
enum RawHTTPClient {
    /// Connects to 127.0.0.1:`port` with send and receive timeouts.
    static func connect(port: Int, timeout: TimeInterval = 10) throws -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw RawHTTPClientError(operation: "socket", code: errno) }
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
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                posixConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(descriptor)
            throw RawHTTPClientError(operation: "connect", code: code)
        }
        return descriptor
    }

    /// Sends all of `bytes` (no SIGPIPE); throws when the server closed first.
    static func send(_ descriptor: Int32, _ bytes: [UInt8]) throws {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { posixSend(descriptor, $0.baseAddress, $0.count, flags) }
            guard sent > 0 else { throw RawHTTPClientError(operation: "send", code: errno) }
            offset += sent
        }
    }

    /// Reads until the server closes (throws on timeout or reset).
    static func readToEnd(_ descriptor: Int32) throws -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return result }
            guard count > 0 else { throw RawHTTPClientError(operation: "recv", code: errno) }
            result += buffer[..<count]
        }
    }

    /// Connects, sends `bytes` (send errors ignored: the server may refuse early), half-closes,
    /// and returns everything the server answered.
    static func exchange(port: Int, bytes: [UInt8], timeout: TimeInterval = 10) throws -> [UInt8] {
        let descriptor = try connect(port: port, timeout: timeout)
        defer { close(descriptor) }
        try? send(descriptor, bytes)
        _ = shutdown(descriptor, Int32(SHUT_WR))
        return try readToEnd(descriptor)
    }

    /// Sends a request built from parts (a loopback `Host` unless `headers` has one) and parses the answer.
    static func request(
        port: Int, method: String = "GET", target: String = "/status",
        headers: [(String, String)] = [], body: String? = nil
    ) throws -> RawHTTPResponse {
        var text = "\(method) \(target) HTTP/1.1\r\n"
        if !headers.contains(where: { $0.0.lowercased() == "host" }) { text += "Host: 127.0.0.1:\(port)\r\n" }
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if let body { text += "Content-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + (body ?? "")
        let raw = try exchange(port: port, bytes: Array(text.utf8))
        guard let response = RawHTTPResponse(raw) else {
            throw RawHTTPClientError(operation: "parse answer '\(String(decoding: raw, as: UTF8.self))'", code: 0)
        }
        return response
    }
}

/// `connect` without the clash with ``RawHTTPClient/connect(port:timeout:)``.
private func posixConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

/// `send` without the clash with ``RawHTTPClient/send(_:_:)``.
private func posixSend(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(descriptor, buffer, count, flags)
}
