/// Parsing of an origin-form request target (`/path?key=value&...`) with percent-decoding.
enum AgentHTTPTarget {
    /// Splits and decodes the target; the path must start with `/` and decode to UTF-8 without controls.
    static func parse(_ target: String) -> Result<(path: String, query: [String: String]), AgentHTTPParseError> {
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
    static func decode(_ text: Substring, plusIsSpace: Bool) -> String? {
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
