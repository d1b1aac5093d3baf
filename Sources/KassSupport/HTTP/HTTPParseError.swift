/// Why bytes from a client are not an HTTP request a server of this package accepts; each case knows its status.
///
/// Texts copied from the request are shortened and escaped (``HTTPLogText``), so a hostile request
/// cannot flood or forge log lines.
package enum HTTPParseError: Error, Equatable, Sendable {
    /// The client closed its side before the request was complete.
    case incompleteRequest(receivedBytes: Int)
    /// The first line is not `METHOD /target HTTP/1.1`.
    case malformedRequestLine(String)
    /// A well-formed version other than HTTP/1.0 or HTTP/1.1.
    case unsupportedVersion(String)
    /// The target is not an origin-form path (`/path?query`), or its escapes are broken.
    case malformedTarget(String, reason: String)
    /// A header line without `name: value`, with a bad name, or with control characters.
    case malformedHeader(String)
    /// A header continued on the next line (obsolete line folding).
    case foldedHeader(String)
    /// A CR or LF that is not part of a CRLF line ending.
    case bareLineBreak
    /// Bytes that are not UTF-8 in the named part of the request.
    case invalidUTF8(part: String)
    /// A header that must appear once appeared again.
    case duplicateHeader(String)
    /// A `Content-Length` that is not a plain decimal number.
    case invalidContentLength(String)
    /// `Transfer-Encoding` (chunked bodies) is not supported.
    case transferEncodingUnsupported(String)
    /// The request is larger than the configured limit.
    case requestTooLarge(limit: Int)
    /// More header lines than the parser accepts.
    case tooManyHeaders(limit: Int)

    /// The HTTP status the server answers with.
    package var status: Int {
        switch self {
        case .unsupportedVersion: 505
        case .transferEncodingUnsupported: 411
        case .requestTooLarge, .tooManyHeaders: 413
        default: 400
        }
    }

    /// What was wrong.
    package var message: String {
        switch self {
        case let .incompleteRequest(count):
            "the request ended after \(count) bytes, before its headers or body were complete"
        case let .malformedRequestLine(line):
            "malformed request line '\(HTTPLogText.quoted(line))'"
        case let .unsupportedVersion(version):
            "HTTP version '\(HTTPLogText.quoted(version))' is not supported"
        case let .malformedTarget(target, reason):
            "malformed request target '\(HTTPLogText.quoted(target))': \(reason)"
        case let .malformedHeader(line):
            "malformed header line '\(HTTPLogText.quoted(line))'"
        case let .foldedHeader(line):
            "folded header line '\(HTTPLogText.quoted(line))' (obsolete line folding)"
        case .bareLineBreak:
            "a CR or LF in the request head is not part of a CRLF line ending"
        case let .invalidUTF8(part):
            "the \(part) is not valid UTF-8"
        case let .duplicateHeader(name):
            "the \(name) header appears more than once"
        case let .invalidContentLength(value):
            "Content-Length '\(HTTPLogText.quoted(value))' is not a decimal number of bytes"
        case let .transferEncodingUnsupported(value):
            "Transfer-Encoding '\(HTTPLogText.quoted(value))' is not supported"
        case let .requestTooLarge(limit):
            "the request is larger than \(limit) bytes"
        case let .tooManyHeaders(limit):
            "the request has more than \(limit) header lines"
        }
    }

    /// How to send a request the server accepts.
    package var hint: String {
        switch self {
        case .incompleteRequest:
            "send the whole request (headers end with an empty line; the body is Content-Length bytes)"
        case .malformedRequestLine, .bareLineBreak, .malformedHeader, .foldedHeader, .duplicateHeader:
            "send HTTP/1.1: 'GET /path HTTP/1.1', then 'Name: value' lines, each ending in CRLF"
        case .unsupportedVersion:
            "speak HTTP/1.1 to the server"
        case .malformedTarget:
            "use a path that starts with '/', with %XX escapes for reserved or non-ASCII characters"
        case .invalidUTF8:
            "encode paths, headers and JSON bodies as UTF-8"
        case .invalidContentLength:
            "send Content-Length once, as the body's size in bytes"
        case .transferEncodingUnsupported:
            "send the body in one piece with a Content-Length header instead of chunked encoding"
        case .requestTooLarge, .tooManyHeaders:
            "send a smaller request"
        }
    }
}

/// Makes text copied from a request safe to quote in messages and logs.
package enum HTTPLogText {
    /// At most 80 characters, with control and non-ASCII characters escaped.
    package static func quoted(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if result.count >= 80 { return result + "…" }
            if scalar.value >= 0x20, scalar.value < 0x7F, scalar != "'" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return result
    }
}
