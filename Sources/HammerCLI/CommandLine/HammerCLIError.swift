import Foundation

/// Everything the `hammer` tool itself can fail with, before or around the agent's own answer.
/// Each case carries its data; ``message`` says what was wrong, ``hints`` how to fix it, and
/// ``exitCode`` sorts it into the tool's exit codes (2 invalid call, 3 app unreachable or refused).
public enum HammerCLIError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No arguments at all.
    case noCommand
    /// The command is not in the catalog; `suggestions` are the nearest names.
    case unknownCommand(name: String, suggestions: [String])
    /// A flag the command does not take; `suggestions` are the nearest flags.
    case unknownFlag(flag: String, command: String, suggestions: [String])
    /// A flag that needs a value came last, or was followed by another flag.
    case missingValue(flag: String, type: String)
    /// A value that does not parse as the flag's type.
    case badValue(flag: String, value: String, expected: String)
    /// A flag given twice.
    case repeatedFlag(flag: String)
    /// A word that is not a flag where a flag was expected.
    case unexpectedArgument(String)
    /// A required key is missing.
    case missingArgument(flag: String, command: String)
    /// `-` was combined with other arguments.
    case stdinMixedWithFlags
    /// The JSON read from standard input is not one JSON object.
    case badStandardInput(reason: String)
    /// The agent could not be reached at all (connection refused, timed out, not HTTP).
    case unreachable(port: Int, reason: String)
    /// The agent refused the call (401 or 403).
    case refused(port: Int, status: Int, reason: String)
    /// A file could not be written (`screenshot --output`).
    case cannotWrite(path: String, reason: String)

    /// The exit code: 2 for an invalid call, 3 when the app is unreachable or refused, 1 otherwise.
    public var exitCode: Int32 {
        switch self {
        case .unreachable, .refused: 3
        case .cannotWrite: 1
        default: 2
        }
    }

    /// What was wrong, in one sentence.
    public var message: String {
        switch self {
        case .noCommand: "no command given"
        case let .unknownCommand(name, _): "unknown command '\(name)'"
        case let .unknownFlag(flag, command, _): "\(command) does not take the flag \(flag)"
        case let .missingValue(flag, type): "\(flag) needs a value (\(type))"
        case let .badValue(flag, value, expected): "\(flag) needs \(expected), not '\(value)'"
        case let .repeatedFlag(flag): "\(flag) is given more than once"
        case let .unexpectedArgument(word): "unexpected argument '\(word)' (flags start with --)"
        case let .missingArgument(flag, command): "\(command) needs \(flag)"
        case .stdinMixedWithFlags: "'-' (arguments as JSON on standard input) cannot be mixed with other arguments"
        case let .badStandardInput(reason): "standard input is not one JSON object: \(reason)"
        case let .unreachable(port, reason): "cannot reach the app's agent on 127.0.0.1:\(port): \(reason)"
        case let .refused(port, status, reason): "the agent on 127.0.0.1:\(port) refused the call (HTTP \(status)): \(reason)"
        case let .cannotWrite(path, reason): "cannot write \(path): \(reason)"
        }
    }

    /// How to fix it, one suggestion each.
    public var hints: [String] {
        switch self {
        case .noCommand:
            return ["run hammer help to list the commands"]
        case let .unknownCommand(_, suggestions):
            return Self.didYouMean(suggestions) + ["run hammer help to list the commands"]
        case let .unknownFlag(_, command, suggestions):
            return Self.didYouMean(suggestions) + ["run hammer help \(command) for its flags"]
        case .missingValue, .badValue, .repeatedFlag, .unexpectedArgument:
            return ["run hammer help <command> for the flags, their types and examples"]
        case let .missingArgument(_, command):
            return ["run hammer help \(command) for its flags and examples"]
        case .stdinMixedWithFlags:
            return [#"use either flags or '-' alone with one JSON object on standard input: echo '{"identifier":"home.send"}' | hammer tap -"#]
        case .badStandardInput:
            return [#"send one JSON object, for example {"identifier":"home.send"}"#]
        case .unreachable:
            return [
                "start the app with its agent: swift run chaosbank --agent",
                "the tool connects to 127.0.0.1:$HAMMER_AGENT_PORT (default 9876); set HAMMER_AGENT_PORT to the port the app printed",
            ]
        case .refused:
            return ["set HAMMER_AGENT_TOKEN to the same token the app was started with"]
        case .cannotWrite:
            return ["give --output a path in a directory that exists and is writable"]
        }
    }

    /// The message, then its hints, as the tool prints them.
    public var description: String {
        (["error: \(message)"] + hints.map { "hint: \($0)" }).joined(separator: "\n")
    }

    private static func didYouMean(_ suggestions: [String]) -> [String] {
        guard !suggestions.isEmpty else { return [] }
        return ["did you mean: " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"]
    }
}
