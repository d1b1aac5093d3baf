#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import KassSupport

/// A failure of the raw test client, with `errno`.
struct RawHTTPClientError: Error, CustomStringConvertible {
    let operation: String
    let code: Int32
    var description: String { "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))" }

    init(operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// The failure for a socket layer error.
    init(_ error: SocketError, operation: String) {
        self.operation = operation
        switch error {
        case .connectionRefused: code = ECONNREFUSED
        case .addressInUse: code = EADDRINUSE
        case .notPermitted: code = EACCES
        case .timedOut: code = ETIMEDOUT
        case .cancelled: code = ECANCELED
        case let .failed(_, failure): code = failure
        }
    }
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

/// A small blocking HTTP client on KassSupport's sockets, so tests control every byte sent (and send
/// bad ones). Every call has a timeout, so a server that never answers fails the test instead of
/// hanging it.
enum RawHTTPClient {
    /// Connects to 127.0.0.1:`port`.
    static func connect(port: Int, timeout: TimeInterval = 10) throws -> Int32 {
        do {
            return try Socket.connect(toLoopbackPort: port, timeout: timeout).descriptor
        } catch {
            throw RawHTTPClientError(error, operation: "connect")
        }
    }

    /// Sends all of `bytes` (no SIGPIPE); throws when the server closed first.
    static func send(_ descriptor: Int32, _ bytes: [UInt8], timeout: TimeInterval = 10) throws {
        do {
            try Socket(descriptor: descriptor).writeAll(bytes, timeout: timeout)
        } catch {
            throw RawHTTPClientError(error, operation: "send")
        }
    }

    /// Reads `count` bytes (fewer when the server closes first; throws on timeout or reset).
    static func read(_ descriptor: Int32, count: Int, timeout: TimeInterval = 10) throws -> [UInt8] {
        do {
            return try Socket(descriptor: descriptor).read(count: count, timeout: timeout)
        } catch {
            throw RawHTTPClientError(error, operation: "recv")
        }
    }

    /// Reads until the server closes (throws on timeout or reset).
    static func readToEnd(_ descriptor: Int32, timeout: TimeInterval = 10) throws -> [UInt8] {
        do {
            return try Socket(descriptor: descriptor).readToEnd(timeout: timeout)
        } catch {
            throw RawHTTPClientError(error, operation: "recv")
        }
    }

    /// Connects, sends `bytes` (send errors ignored: the server may refuse early), half-closes,
    /// and returns everything the server answered.
    static func exchange(port: Int, bytes: [UInt8], timeout: TimeInterval = 10) throws -> [UInt8] {
        let descriptor = try connect(port: port, timeout: timeout)
        defer { close(descriptor) }
        try? send(descriptor, bytes, timeout: timeout)
        Socket(descriptor: descriptor).shutdownWrite()
        return try readToEnd(descriptor, timeout: timeout)
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
