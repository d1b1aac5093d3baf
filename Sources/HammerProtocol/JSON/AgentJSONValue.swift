import Foundation

/// Any JSON value: how the router carries a command's encoded output inside the answer envelope,
/// how it inspects argument objects before decoding them, and how the `hammer` tool reads and
/// writes the agent's answers and MCP messages.
///
/// Numbers are compared by value: `.integer(3) == .number(3)`, but `.integer(9007199254740993)`
/// differs from `.number(9007199254740992)` (the nearest `Double`).
public enum AgentJSONValue: Codable, Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number with a fraction or an exponent, or an integer beyond `Int64`.
    case number(Double)
    /// An integer written without a fraction or exponent, read exactly.
    case integer(Int64)
    /// A string.
    case string(String)
    /// An array.
    case array([AgentJSONValue])
    /// An object.
    case object([String: AgentJSONValue])

    /// Decodes any JSON value.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int64.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([AgentJSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: AgentJSONValue].self))
        }
    }

    /// Encodes the value as JSON.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number): try container.encode(number)
        case .integer(let integer): try container.encode(integer)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }

    /// The JSON form of `value` (encoded, then read back as a ``AgentJSONValue``).
    public init<Value: Encodable>(encoding value: Value) throws {
        let data = try JSONEncoder().encode(value)
        self = try JSONDecoder().decode(AgentJSONValue.self, from: data)
    }

    /// The object's members, when the value is an object.
    public var objectValue: [String: AgentJSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The string, when the value is a string.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The number, when the value is a number (an integer beyond 2^53 as the nearest `Double`).
    public var numberValue: Double? {
        switch self {
        case .number(let number): number
        case .integer(let integer): Double(integer)
        default: nil
        }
    }

    /// The integer, when the value is a number that is an integer in `Int64` (`3` or `3.0`).
    public var integerValue: Int64? {
        switch self {
        case .integer(let integer): integer
        case .number(let number): Int64(exactly: number)
        default: nil
        }
    }

    /// The Boolean, when the value is one.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The value at `key`, when the value is an object.
    public subscript(key: String) -> AgentJSONValue? {
        objectValue?[key]
    }

    /// The JSON type name used in messages (`string`, `number`, `object`).
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number, .integer: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Numbers compare by value; everything else by case and contents.
    public static func == (lhs: AgentJSONValue, rhs: AgentJSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(left), .bool(right)): left == right
        case let (.string(left), .string(right)): left == right
        case let (.array(left), .array(right)): left == right
        case let (.object(left), .object(right)): left == right
        case let (.number(left), .number(right)): left == right
        case let (.integer(left), .integer(right)): left == right
        case let (.integer(integer), .number(number)), let (.number(number), .integer(integer)):
            Int64(exactly: number) == integer
        default: false
        }
    }

    /// Hashes numbers by value, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let bool): hasher.combine(bool)
        case .string(let string): hasher.combine(string)
        case .array(let array): hasher.combine(array)
        case .object(let object): hasher.combine(object)
        case .integer(let integer): hasher.combine(integer)
        case .number(let number):
            if let integer = Int64(exactly: number) { hasher.combine(integer) } else { hasher.combine(number) }
        }
    }
}
