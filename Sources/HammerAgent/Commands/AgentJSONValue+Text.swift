import Foundation

extension AgentJSONValue {
    /// Parses one JSON text; `nil` when it is not JSON.
    public static func parse(_ text: String) -> AgentJSONValue? {
        try? JSONDecoder().decode(AgentJSONValue.self, from: Data(text.utf8))
    }

    /// The value as compact JSON text with sorted keys (whole numbers without a fraction).
    public var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "null"
    }
}
