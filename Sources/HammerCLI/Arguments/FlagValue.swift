import Foundation
import HammerProtocol
import KassSupport

/// Typing one flag's value by its parameter type, strictly: `--x 12abc` is an error, not 12.
public enum FlagValue {
    /// How a flag of `type` is read: a boolean takes an optional `true`/`false`, every other type a value.
    static func commandLineValue(for type: ParameterDescriptor.ParameterType) -> CommandLineFlag.Value {
        type == .boolean ? .optional("[true|false]", accepted: ["true", "false"]) : .required("<\(type.rawValue)>")
    }

    /// The JSON value of `text` (what the command-line reader read for `flag`; nil for a boolean
    /// given alone, which is `true`).
    static func value(
        _ text: String?, flag: String, type: ParameterDescriptor.ParameterType
    ) throws(HammerCLIError) -> AgentJSONValue {
        switch type {
        case .boolean:
            guard let text else { return .bool(true) }
            guard text == "true" || text == "false" else { throw .badValue(flag: flag, value: text, expected: "true or false") }
            return .bool(text == "true")
        case .string:
            return .string(text ?? "")
        case .integer:
            guard let text, let integer = integer(text) else { throw .badValue(flag: flag, value: text ?? "", expected: "an integer") }
            return .integer(Int64(integer))
        case .number:
            guard let text, let number = number(text) else { throw .badValue(flag: flag, value: text ?? "", expected: "a number") }
            return .number(number)
        case .object:
            guard let text, let object = AgentJSONValue.parse(text), object.objectValue != nil else {
                throw .badValue(flag: flag, value: text ?? "", expected: "a JSON object")
            }
            return object
        }
    }

    /// A whole number written in decimal (`-3`, `12`), nothing else.
    static func integer(_ text: String) -> Int? {
        guard isDecimal(text, allowsFraction: false) else { return nil }
        return Int(text)
    }

    /// A finite number written in decimal (`-3`, `1.5`, `2e3`), not `nan`, `inf` or hex.
    static func number(_ text: String) -> Double? {
        guard isDecimal(text, allowsFraction: true), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    private static func isDecimal(_ text: String, allowsFraction: Bool) -> Bool {
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        guard let first = body.first, first.isASCII, first.isNumber || (allowsFraction && first == ".") else { return false }
        let allowed: Set<Character> = allowsFraction ? Set("0123456789.eE+-") : Set("0123456789")
        return body.allSatisfy { allowed.contains($0) } && body.contains(where: \.isNumber)
    }

    /// The JSON type name of a value (`array`, `string`).
    static func typeName(of value: AgentJSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number, .integer: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
