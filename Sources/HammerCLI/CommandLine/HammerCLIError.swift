import Foundation
import KassSupport

/// Everything the `hammer` tool itself can fail with, before or around the agent's own answer.
/// Each case carries its data; ``message`` says what was wrong, ``hints`` how to fix it, and
/// ``exitCode`` sorts it into the tool's exit codes (2 invalid call, 3 app unreachable or refused).
/// Invalid use of the command line is the package's one ``UsageError``, in its one wording.
package enum HammerCLIError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Invalid use of the command line: a missing or unknown command, an unknown or repeated flag,
    /// a missing or invalid value, a stray word, a missing required flag.
    case usage(UsageError)
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

    /// A value that does not parse as what `flag` (or an environment variable) needs.
    static func badValue(flag: String, value: String, expected: String) -> HammerCLIError {
        .usage(.invalidValue(flag: flag, value: value, expected: expected, example: nil))
    }

    /// A command name that is neither in `names` nor a tool command; suggests the nearest.
    static func unknownCommand(_ name: String, among names: [String]) -> HammerCLIError {
        .usage(
            .unknownChoice(command: "hammer", kind: "command", name: name, suggestions: ArgumentParser.suggestions(for: name, among: names))
        )
    }

    /// The exit code: 2 for an invalid call, 3 when the app is unreachable or refused, 1 otherwise.
    package var exitCode: Int32 {
        switch self {
        case .unreachable, .refused: 3
        case .cannotWrite: 1
        default: 2
        }
    }

    /// What was wrong, in one sentence.
    package var message: String {
        switch self {
        case let .usage(error): error.problem
        case .stdinMixedWithFlags: "'-' (arguments as JSON on standard input) cannot be mixed with other arguments"
        case let .badStandardInput(reason): "standard input is not one JSON object: \(reason)"
        case let .unreachable(port, reason): "cannot reach the app's agent on 127.0.0.1:\(port): \(reason)"
        case let .refused(port, status, reason): "the agent on 127.0.0.1:\(port) refused the call (HTTP \(status)): \(reason)"
        case let .cannotWrite(path, reason): "cannot write \(path): \(reason)"
        }
    }

    /// How to fix it, one suggestion each.
    package var hints: [String] {
        switch self {
        case let .usage(error):
            return NearMatchWording.hintLines(error.suggestions)
                + [error.fix ?? "Run `hammer help <command>` for the flags, their types and examples."]
        case .stdinMixedWithFlags:
            return [
                "use either flags or '-' alone with one JSON object on standard input: "
                    + #"echo '{"identifier":"home.send"}' | hammer tap -"#,
            ]
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
    package var description: String {
        (["error: \(message)"] + hints.map { "hint: \($0)" }).joined(separator: "\n")
    }
}
