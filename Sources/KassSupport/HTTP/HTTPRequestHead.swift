import Foundation

/// Parsing of a request head (request line and headers) into an ``HTTPRequest`` without body.
package enum HTTPRequestHead {
    /// Headers that must appear at most once (smuggling and confusion otherwise).
    package static let singletonHeaders: Set<String> = ["content-length", "host", "authorization", "transfer-encoding"]

    /// The three parts of a request line.
    package struct RequestLine: Equatable {
        package var method: String
        package var target: String
        package var version: String
    }

    /// Parses the head (without the final CRLF CRLF) and returns the request and its body length.
    package static func parse(_ bytes: ArraySlice<UInt8>) -> Result<(HTTPRequest, Int), HTTPParseError> {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0D {
                guard index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A else { return .failure(.bareLineBreak) }
                lines.append(bytes[start..<index])
                index += 2
                start = index
                continue
            }
            if byte == 0x0A { return .failure(.bareLineBreak) }
            index += 1
        }
        lines.append(bytes[start..<bytes.endIndex])
        let line: RequestLine
        switch parseRequestLine(Array(lines[0])) {
        case let .success(value): line = value
        case let .failure(error): return .failure(error)
        }
        guard lines.count - 1 <= HTTPRequestParser.maximumHeaderCount else {
            return .failure(.tooManyHeaders(limit: HTTPRequestParser.maximumHeaderCount))
        }
        var headers: [String: String] = [:]
        for raw in lines.dropFirst() {
            switch parseHeader(raw) {
            case let .failure(error): return .failure(error)
            case let .success((name, value)):
                if let existing = headers[name] {
                    if singletonHeaders.contains(name) { return .failure(.duplicateHeader(name)) }
                    headers[name] = existing + ", " + value
                } else {
                    headers[name] = value
                }
            }
        }
        if let encoding = headers["transfer-encoding"] { return .failure(.transferEncodingUnsupported(encoding)) }
        var bodyLength = 0
        if let text = headers["content-length"] {
            guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
                return .failure(.invalidContentLength(text))
            }
            // All digits: a number too big for Int is simply too large.
            bodyLength = Int(text) ?? Int.max
        }
        let target: (path: String, query: [String: String])
        switch HTTPRequestTarget.parse(line.target) {
        case let .success(value): target = value
        case let .failure(error): return .failure(error)
        }
        let request = HTTPRequest(method: line.method, path: target.path, query: target.query, headers: headers)
        return .success((request, bodyLength))
    }

    /// Parses `METHOD SP target SP HTTP/x.y`.
    package static func parseRequestLine(_ bytes: [UInt8]) -> Result<RequestLine, HTTPParseError> {
        let text = String(decoding: bytes, as: UTF8.self)
        guard bytes.allSatisfy({ (0x21...0x7E).contains($0) || $0 == 0x20 }) else {
            return .failure(.malformedRequestLine(text))
        }
        let parts = bytes.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, parts[0].allSatisfy(isTokenByte) else {
            return .failure(.malformedRequestLine(text))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        let versionBytes = Array(parts[2])
        let isVersionShaped = versionBytes.count == 8 && version.hasPrefix("HTTP/") && versionBytes[6] == 0x2E
            && (0x30...0x39).contains(versionBytes[5]) && (0x30...0x39).contains(versionBytes[7])
        guard isVersionShaped else { return .failure(.malformedRequestLine(text)) }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return .failure(.unsupportedVersion(version)) }
        return .success(RequestLine(
            method: String(decoding: parts[0], as: UTF8.self),
            target: String(decoding: parts[1], as: UTF8.self),
            version: version))
    }

    /// Parses `name: value` (no whitespace before the colon; value trimmed; UTF-8; no controls).
    package static func parseHeader(_ bytes: ArraySlice<UInt8>) -> Result<(String, String), HTTPParseError> {
        let text = String(decoding: bytes, as: UTF8.self)
        if let first = bytes.first, first == 0x20 || first == 0x09 { return .failure(.foldedHeader(text)) }
        guard let colon = bytes.firstIndex(of: 0x3A), colon > bytes.startIndex,
              bytes[..<colon].allSatisfy(isTokenByte) else {
            return .failure(.malformedHeader(text))
        }
        var value = bytes[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        guard !value.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) else {
            return .failure(.malformedHeader(text))
        }
        let name = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        guard let decoded = String(validating: value, as: UTF8.self) else {
            return .failure(.invalidUTF8(part: "\(name) header"))
        }
        return .success((name, decoded))
    }

    /// RFC 9110 `tchar`: the characters allowed in methods and header names.
    package static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
             UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"): true
        default: false
        }
    }
}

/// Parsing of an origin-form request target (`/path?key=value&...`) with percent-decoding.
package enum HTTPRequestTarget {
    /// Splits and decodes the target; the path must start with `/` and decode to UTF-8 without controls.
    package static func parse(_ target: String) -> Result<(path: String, query: [String: String]), HTTPParseError> {
        guard target.hasPrefix("/") else {
            return .failure(.malformedTarget(target, reason: "it must start with '/' (origin form)"))
        }
        guard !target.contains("#") else {
            return .failure(.malformedTarget(target, reason: "a fragment ('#') is never sent to a server"))
        }
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = decode(pieces[0], plusIsSpace: false) else {
            return .failure(.malformedTarget(target, reason: "the path has a broken %XX escape or decodes to "
                + "bytes that are not UTF-8 text"))
        }
        var query: [String: String] = [:]
        if pieces.count == 2 {
            for pair in pieces[1].split(separator: "&") {
                let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let key = decode(keyValue[0], plusIsSpace: true),
                      let value = keyValue.count == 2 ? decode(keyValue[1], plusIsSpace: true) : "" else {
                    return .failure(.malformedTarget(target, reason: "the query has a broken %XX escape or "
                        + "decodes to bytes that are not UTF-8 text"))
                }
                query[key] = value
            }
        }
        return .success((path, query))
    }

    /// Percent-decodes `text`; nil for a broken escape, invalid UTF-8 or a control character.
    package static func decode(_ text: Substring, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            } else if byte == UInt8(ascii: "+"), plusIsSpace {
                bytes.append(0x20)
            } else {
                bytes.append(byte)
            }
        }
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The value of one hexadecimal digit.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
