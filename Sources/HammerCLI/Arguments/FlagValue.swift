import Foundation
import HammerProtocol

/// Typing one flag's value by its parameter type, strictly: `--x 12abc` is an error, not 12.
public enum FlagValue {
    /// The value for `flag` of `type` from `next` (the word after the flag, if any), and whether
    /// `next` was used. A boolean flag takes `true`/`false` when it follows, and is `true` alone.
    public static func parse(
        _ next: String?, flag: String, type: ParameterDescriptor.ParameterType
    ) throws(HammerCLIError) -> (value: AgentJSONValue, consumedNext: Bool) {
        if type == .boolean {
            switch next {
            case "true"?: return (.bool(true), true)
            case "false"?: return (.bool(false), true)
            default: return (.bool(true), false)
            }
        }
        guard let next, !next.hasPrefix("--") else { throw .missingValue(flag: flag, type: typeDescription(type)) }
        switch type {
        case .string:
            return (.string(next), true)
        case .integer:
            guard let integer = integer(next) else { throw .badValue(flag: flag, value: next, expected: "an integer") }
            return (.integer(Int64(integer)), true)
        case .number:
            guard let number = number(next) else { throw .badValue(flag: flag, value: next, expected: "a number") }
            return (.number(number), true)
        case .object:
            guard let object = AgentJSONValue.parse(next), object.objectValue != nil else {
                throw .badValue(flag: flag, value: next, expected: "a JSON object")
            }
            return (object, true)
        case .boolean:
            return (.bool(true), false)
        }
    }

    /// The value of `--flag=value`: like ``parse(_:flag:type:)`` with the value always used, and a
    /// boolean taking only `true` or `false`.
    public static func parseInline(
        _ text: String, flag: String, type: ParameterDescriptor.ParameterType
    ) throws(HammerCLIError) -> AgentJSONValue {
        switch type {
        case .boolean:
            guard text == "true" || text == "false" else { throw .badValue(flag: flag, value: text, expected: "true or false") }
            return .bool(text == "true")
        case .string:
            return .string(text)
        default:
            return try parse(text, flag: flag, type: type).value
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

    /// How a type reads in messages and help: `a string`, `an integer`.
    public static func typeDescription(_ type: ParameterDescriptor.ParameterType) -> String {
        switch type {
        case .string: "a string"
        case .integer: "an integer"
        case .number: "a number"
        case .boolean: "true or false"
        case .object: "a JSON object"
        }
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
