import Foundation

/// What a command is, for the catalog that the CLI's `help` and `guide` and the MCP tool list read:
/// its name, a one-line summary, its JSON arguments and examples.
///
/// ```swift
/// let descriptor = CommandDescriptor(
///     name: "sign-in", summary: "Signs the test user in.",
///     parameters: [ParameterDescriptor(name: "user", type: .string, required: true, summary: "The user name.")],
///     examples: [#"{"user":"alice"}"#]
/// )
/// ```
public struct CommandDescriptor: Codable, Sendable, Hashable {
    /// The command's name: lowercase letters, digits and `-` (`tap`, `type-text`, `sign-in`).
    public var name: String
    /// One sentence saying what the command does.
    public var summary: String
    /// The JSON keys the command accepts; any other key is refused as invalid.
    public var parameters: [ParameterDescriptor]
    /// Example argument objects, as JSON text (`{"identifier":"home.send"}`).
    public var examples: [String]
    /// Whether the command changes the app (a tap, typing): the answer then carries a short delta
    /// saying what was hit and whether the screen changed.
    public var isMutating: Bool

    /// Creates a descriptor.
    public init(
        name: String, summary: String, parameters: [ParameterDescriptor] = [], examples: [String] = [],
        isMutating: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.examples = examples
        self.isMutating = isMutating
    }

    /// The parameter named `name`, if the command has one.
    public func parameter(named name: String) -> ParameterDescriptor? {
        parameters.first { $0.name == name }
    }

    /// Whether `name` is a valid command name: 1 to 64 characters among `a-z`, `0-9`, `-` and `_`
    /// (the MCP tool name rule).
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
        }
    }
}

/// One JSON key a command accepts.
public struct ParameterDescriptor: Codable, Sendable, Hashable {
    /// The JSON type of a parameter.
    public enum ParameterType: String, Codable, Sendable, Hashable, CaseIterable {
        /// A JSON string.
        case string
        /// A JSON number without a fraction.
        case integer
        /// Any JSON number.
        case number
        /// `true` or `false`.
        case boolean
        /// A JSON object (nested values).
        case object
    }

    /// The JSON key (`identifier`, `timeout`).
    public var name: String
    /// The value's JSON type.
    public var type: ParameterType
    /// Whether the key must be given.
    public var required: Bool
    /// What the value means, with its unit or allowed values.
    public var summary: String

    /// Creates a parameter descriptor.
    public init(name: String, type: ParameterType, required: Bool = false, summary: String) {
        self.name = name
        self.type = type
        self.required = required
        self.summary = summary
    }
}
