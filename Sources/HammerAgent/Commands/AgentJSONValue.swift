import Foundation

/// Any JSON value: how the router carries a command's encoded output inside the answer envelope,
/// and how it inspects argument objects before decoding them. (Named apart from HammerCLI's
/// `JSONValue` so a file can import both modules.)
public enum AgentJSONValue: Codable, Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
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

    /// The number, when the value is a number.
    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
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
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
