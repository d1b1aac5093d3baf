import Foundation

/// Why ``AgentCommandRouter/register(_:)`` refused a command.
public enum AgentCommandRegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A built-in command already has the name.
    case clashesWithBuiltIn(name: String)
    /// A command registered earlier already has the name.
    case alreadyRegistered(name: String)
    /// The name is not 1–64 characters among `a-z`, `0-9`, `-`, `_`.
    case invalidName(name: String)
    /// A parameter is listed twice.
    case duplicateParameter(command: String, parameter: String)

    /// What was wrong and the fix.
    public var description: String {
        switch self {
        case .clashesWithBuiltIn(let name):
            return "the command name '\(name)' is a built-in command; give your command another name (for example 'app-\(name)')"
        case .alreadyRegistered(let name):
            return "a command named '\(name)' is already registered; register each command once, under its own name"
        case .invalidName(let name):
            return "'\(name)' is not a valid command name; use 1 to 64 characters among a-z, 0-9, '-' and '_'"
        case .duplicateParameter(let command, let parameter):
            return "\(command) lists the parameter '\(parameter)' twice; list each JSON key once"
        }
    }
}
