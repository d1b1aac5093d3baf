import Foundation

/// Turns the bytes of one connection into one ``HTTPRequest``, or into the reason it can't.
///
/// A pure value type: feed it bytes as they arrive (``append(_:)``), tell it when the client closed
/// (``finishInput()``). It never waits and never throws; the outcome is sticky once decided.
/// HTTP/1.0 and 1.1 only, origin-form targets, `Content-Length` bodies (no chunked encoding),
/// no obsolete line folding, UTF-8 everywhere.
///
/// ```swift
/// var parser = HTTPRequestParser(maximumRequestBytes: 1 << 20)
/// if case .complete(let request) = parser.append(Array("GET /status HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)) { ... }
/// ```
package struct HTTPRequestParser: Sendable {
    /// Where parsing stands.
    package enum Outcome: Sendable, Equatable {
        /// The request is not complete yet.
        case needsMoreBytes
        /// A whole request; bytes after it are ignored (one request per connection).
        case complete(HTTPRequest)
        /// The bytes are not a request the server accepts.
        case failed(HTTPParseError)
    }

    /// The most header lines accepted.
    package static let maximumHeaderCount = 100

    /// The request size limit (head and body together).
    package let maximumRequestBytes: Int
    /// Every byte received so far (bounded by the limit: larger requests fail first).
    package private(set) var buffer: [UInt8] = []
    /// Where the search for the end of the head resumes.
    private var searchOffset = 0
    /// Whether the request line was already checked.
    private var requestLineChecked = false
    /// The parsed head, once the empty line arrived.
    private var head: (request: HTTPRequest, bodyStart: Int, bodyLength: Int)?
    /// The decided outcome, once there is one.
    private var decided: Outcome?

    /// Makes a parser that refuses requests larger than `maximumRequestBytes`.
    package init(maximumRequestBytes: Int) {
        self.maximumRequestBytes = maximumRequestBytes
    }

    /// The number of bytes received.
    package var receivedByteCount: Int { buffer.count }

    /// Whether the head asked for `Expect: 100-continue` and the body has not fully arrived: the client
    /// waits for `HTTP/1.1 100 Continue` before sending it (curl does for bodies over 1 KiB).
    package var awaitsContinue: Bool {
        guard decided == nil, let head else { return false }
        return head.request.headers["expect"]?.lowercased() == "100-continue"
            && buffer.count < head.bodyStart + head.bodyLength
    }

    /// Adds bytes that arrived and says where parsing stands.
    package mutating func append(_ bytes: some Collection<UInt8>) -> Outcome {
        if let decided { return decided }
        buffer.append(contentsOf: bytes)
        let outcome = advance()
        if outcome != .needsMoreBytes { decided = outcome }
        return outcome
    }

    /// The client closed its side: the request is complete now or never.
    package mutating func finishInput() -> Outcome {
        if let decided { return decided }
        let outcome = Outcome.failed(.incompleteRequest(receivedBytes: buffer.count))
        decided = outcome
        return outcome
    }

    /// Parses as far as the bytes allow.
    private mutating func advance() -> Outcome {
        if head == nil {
            if !requestLineChecked, let lineEnd = firstLineEnd() {
                requestLineChecked = true
                guard buffer[lineEnd] == 0x0D, buffer[lineEnd + 1] == 0x0A else { return .failed(.bareLineBreak) }
                if case let .failure(error) = HTTPRequestHead.parseRequestLine(Array(buffer[..<lineEnd])) {
                    return .failed(error)
                }
            }
            guard let headEnd = findHeadEnd() else {
                return buffer.count > maximumRequestBytes ? .failed(.requestTooLarge(limit: maximumRequestBytes))
                    : .needsMoreBytes
            }
            let parsed: (HTTPRequest, Int)
            switch HTTPRequestHead.parse(buffer[..<headEnd]) {
            case let .success(value): parsed = value
            case let .failure(error): return .failed(error)
            }
            let bodyStart = headEnd + 4
            guard parsed.1 <= maximumRequestBytes - bodyStart else {
                return .failed(.requestTooLarge(limit: maximumRequestBytes))
            }
            head = (parsed.0, bodyStart, parsed.1)
        }
        guard let (request, bodyStart, bodyLength) = head else { return .needsMoreBytes }
        guard buffer.count >= bodyStart + bodyLength else { return .needsMoreBytes }
        let bodyBytes = buffer[bodyStart..<(bodyStart + bodyLength)]
        guard String(validating: bodyBytes, as: UTF8.self) != nil else { return .failed(.invalidUTF8(part: "body")) }
        var complete = request
        complete.body = Data(bodyBytes)
        return .complete(complete)
    }

    /// The index of the CR that ends the request line, once it arrived (or of a bare LF, to fail fast).
    private func firstLineEnd() -> Int? {
        guard let index = buffer.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
        if buffer[index] == 0x0D, index + 1 == buffer.count { return nil }
        return index
    }

    /// Finds CRLF CRLF; returns the index of its first byte.
    private mutating func findHeadEnd() -> Int? {
        var index = max(searchOffset, 0)
        let limit = buffer.count - 3
        while index < limit {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
                return index
            }
            index += 1
        }
        searchOffset = max(buffer.count - 3, 0)
        return nil
    }
}
