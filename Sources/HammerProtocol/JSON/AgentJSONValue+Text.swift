import Foundation

extension AgentJSONValue {
    /// Parses one JSON text strictly; `nil` when it is not JSON (``parsing(_:)`` says why).
    public static func parse(_ text: String) -> AgentJSONValue? {
        try? parsing(Data(text.utf8))
    }

    /// Parses one JSON text strictly (RFC 8259: no trailing commas, comments or duplicate keys;
    /// integers exact). Throws ``AgentJSONParseError`` with what was wrong and where.
    public static func parsing(_ data: Data) throws(AgentJSONParseError) -> AgentJSONValue {
        try AgentJSONParser.parse(data)
    }

    /// The value as compact JSON text with sorted keys (whole numbers without a fraction).
    public var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "null"
    }
}
