import Foundation

/// A strict JSON reader (RFC 8259) for argument bodies and MCP messages: no trailing commas, no
/// comments, no single quotes, no leading zeros, no duplicate keys, no text after the value, valid
/// UTF-8 and escapes. Integers written without a fraction or exponent are read exactly as
/// ``AgentJSONValue/integer(_:)`` when they fit in `Int64`; other numbers are `Double`s.
/// Errors say what was wrong and where (line, column, byte offset).
///
/// ```swift
/// let value = try AgentJSONParser.parse(Data(#"{"count":9007199254740993}"#.utf8))
/// // value["count"] == .integer(9007199254740993)
/// ```
struct AgentJSONParser {
    /// The deepest nesting of arrays and objects read (deeper input is refused, never a crash).
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0

    /// Parses one JSON text (whitespace around it allowed).
    static func parse(_ data: Data) throws(AgentJSONParseError) -> AgentJSONValue {
        var parser = AgentJSONParser(bytes: [UInt8](data))
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        if parser.offset < parser.bytes.count {
            throw parser.error("unexpected \(parser.found) after the JSON value")
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Values

    private mutating func value() throws(AgentJSONParseError) -> AgentJSONValue {
        guard let byte = peek else { throw error("the text ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a value but found \(found)")
        }
    }

    private mutating func object() throws(AgentJSONParseError) -> AgentJSONValue {
        try enter()
        offset += 1
        var members: [String: AgentJSONValue] = [:]
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else {
                if peek == UInt8(ascii: "}") { throw error("a trailing comma before '}' is not JSON") }
                throw error("expected a string key in double quotes but found \(found)")
            }
            let keyStart = offset
            let key = try string()
            if members[key] != nil { throw error("the key '\(key)' appears twice", at: keyStart) }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after the key '\(key)' but found \(found)") }
            offset += 1
            skipWhitespace()
            members[key] = try value()
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return .object(members)
            default: throw error("expected ',' or '}' in the object but found \(found)")
            }
        }
    }

    private mutating func array() throws(AgentJSONParseError) -> AgentJSONValue {
        try enter()
        offset += 1
        var items: [AgentJSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            if peek == UInt8(ascii: "]") { throw error("a trailing comma before ']' is not JSON") }
            items.append(try value())
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return .array(items)
            default: throw error("expected ',' or ']' in the array but found \(found)")
            }
        }
    }

    private mutating func enter() throws(AgentJSONParseError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("arrays and objects nest deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func literal(_ word: String, _ value: AgentJSONValue) throws(AgentJSONParseError) -> AgentJSONValue {
        let expected = Array(word.utf8)
        guard bytes.count - offset >= expected.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            throw error("expected a value but found \(found)")
        }
        offset += expected.count
        return value
    }

    // MARK: Numbers

    private mutating func number() throws(AgentJSONParseError) -> AgentJSONValue {
        let start = offset
        if peek == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek, isDigit(first) else { throw error("expected a digit after '-' but found \(found)") }
        offset += 1
        if first == UInt8(ascii: "0"), let next = peek, isDigit(next) {
            throw error("a number cannot start with 0 followed by more digits", at: start)
        }
        while let byte = peek, isDigit(byte) { offset += 1 }
        var isInteger = true
        if peek == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard let byte = peek, isDigit(byte) else { throw error("expected a digit after '.' but found \(found)") }
            while let byte = peek, isDigit(byte) { offset += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            guard let byte = peek, isDigit(byte) else { throw error("expected a digit in the exponent but found \(found)") }
            while let byte = peek, isDigit(byte) { offset += 1 }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let integer = Int64(text) { return .integer(integer) }
        guard let double = Double(text), double.isFinite else {
            throw error("the number \(text) is too large for a double", at: start)
        }
        return .number(double)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: Strings

    private mutating func string() throws(AgentJSONParseError) -> String {
        let start = offset
        offset += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek else { throw error("the string that starts here is not closed", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw error("the string that starts here is not valid UTF-8", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                offset += 1
                try escape(into: &utf8)
            case 0..<0x20:
                throw error("a control character (\(byte)) inside a string must be escaped")
            default:
                utf8.append(byte)
                offset += 1
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(AgentJSONParseError) {
        guard let byte = peek else { throw error("the text ends inside an escape") }
        offset += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            utf8.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error("'\\\(Character(Unicode.Scalar(byte)))' is not a JSON escape", at: offset - 2) }
        let escapeStart = offset - 2
        var code = try hexQuad()
        if (0xD800...0xDBFF).contains(code) {
            guard bytes.count - offset >= 2, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                throw error("the escape \\u\(String(code, radix: 16, uppercase: true)) is half of a surrogate pair", at: escapeStart)
            }
            offset += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("the escape \\u\(String(code, radix: 16, uppercase: true)) is half of a surrogate pair", at: escapeStart)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw error("the escape \\u\(String(code, radix: 16, uppercase: true)) is half of a surrogate pair", at: escapeStart)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("the escape is not a Unicode character", at: escapeStart) }
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func hexQuad() throws(AgentJSONParseError) -> UInt32 {
        guard bytes.count - offset >= 4,
              let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16),
              bytes[offset..<offset + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw error("\\u must be followed by four hexadecimal digits") }
        offset += 4
        return code
    }

    // MARK: Positions

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    /// The byte at the current offset, as a message shows it.
    private var found: String {
        guard let byte = peek else { return "the end of the text" }
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "the byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func error(_ reason: String, at position: Int? = nil) -> AgentJSONParseError {
        let position = min(position ?? offset, bytes.count)
        var line = 1, column = 1
        for byte in bytes[..<position] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return AgentJSONParseError(reason: reason, line: line, column: column, byteOffset: position)
    }
}

/// Why a text is not JSON, and where: `a trailing comma before '}' is not JSON at line 1, column 12 (byte 11)`.
public struct AgentJSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public var reason: String
    /// The line of the error, from 1.
    public var line: Int
    /// The column of the error in characters, from 1.
    public var column: Int
    /// The offset of the error in bytes, from 0.
    public var byteOffset: Int

    /// The reason followed by the position.
    public var description: String {
        "\(reason) at line \(line), column \(column) (byte \(byteOffset))"
    }
}
