/// The one usage error of the package's command-line tools (`kass`, `chaosbank`, `kass-bench`,
/// `hammer`): invalid use, which every tool answers with exit status 2. Each case carries its data;
/// ``description`` is the one wording: what was wrong, the nearest names when there are any, and
/// how to fix it.
///
/// ```swift
/// UsageError.unknownFlag(command: "kass mutants", flag: "--paralel", suggestions: ["--parallel"]).description
/// // "kass mutants has no flag '--paralel' (did you mean: '--parallel'?). Run `kass mutants --help` for the list."
/// ```
///
/// A tool that prints hints on lines of their own (`hammer`) uses the parts: ``problem``,
/// ``suggestions`` and ``fix``.
package enum UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing to do: the command needs one of `choices` (a subcommand or a mode flag), named `kind`.
    case missingChoice(command: String, kind: String, choices: [String])
    /// A name the command does not have of `kind` (a subcommand, a suite).
    case unknownChoice(command: String, kind: String, name: String, suggestions: [String])
    /// A flag the command does not have.
    case unknownFlag(command: String, flag: String, suggestions: [String])
    /// A flag that takes a value came last, or was followed by another flag.
    case missingValue(flag: String, valueName: String)
    /// A switch was given a value (`--clean=yes`).
    case unexpectedValue(flag: String)
    /// A value the flag does not accept; `example` is a valid one, when there is a good one to show.
    case invalidValue(flag: String, value: String, expected: String, example: String?)
    /// A value naming something that does not exist in `place` (`--only` and the defect registry).
    case unknownValue(flag: String, value: String, place: String, suggestions: [String])
    /// A flag given twice that may be given once.
    case repeatedFlag(flag: String)
    /// Two flags that cannot be used together; `reason` says why, when it is not obvious.
    case conflictingFlags(first: String, second: String, reason: String?)
    /// A flag that only works together with another one.
    case requiresFlag(flag: String, required: String)
    /// A word that is not a flag where the command takes none.
    case unexpectedArgument(command: String, argument: String)
    /// A flag the command needs was not given.
    case missingFlag(command: String, flag: String, valueName: String?)

    /// What was wrong, without the suggestions and the fix.
    package var problem: String {
        switch self {
        case let .missingChoice(command, kind, choices):
            "\(command) needs a \(kind)" + (choices.isEmpty ? "" : ": " + choices.joined(separator: ", "))
        case let .unknownChoice(command, kind, name, _):
            "\(command) has no \(kind) '\(name)'"
        case let .unknownFlag(command, flag, _):
            "\(command) has no flag '\(flag)'"
        case let .missingValue(flag, _):
            "\(flag) needs a value"
        case let .unexpectedValue(flag):
            "\(flag) takes no value"
        case let .invalidValue(flag, value, expected, _):
            "\(flag) needs \(expected), not '\(value)'"
        case let .unknownValue(flag, value, place, _):
            "\(flag) names '\(value)', which is not in the \(place)"
        case let .repeatedFlag(flag):
            "\(flag) is given twice"
        case let .conflictingFlags(first, second, reason):
            "\(first) and \(second) cannot be used together" + (reason.map { ": \($0)" } ?? "")
        case let .requiresFlag(flag, required):
            "\(flag) works only together with \(required)"
        case let .unexpectedArgument(command, argument):
            "\(command) takes no argument '\(argument)'"
        case let .missingFlag(command, flag, _):
            "\(command) needs \(flag)"
        }
    }

    /// The nearest names to what was written, best first (empty when none is near).
    package var suggestions: [String] {
        switch self {
        case let .unknownChoice(_, _, _, suggestions), let .unknownFlag(_, _, suggestions), let .unknownValue(_, _, _, suggestions):
            suggestions
        default:
            []
        }
    }

    /// How to fix it, as a sentence; nil when the problem says it all (an invalid value with no
    /// example), so a tool may add its own pointer to help.
    package var fix: String? {
        switch self {
        case let .missingChoice(command, _, _), let .unknownChoice(command, _, _, _), let .unknownFlag(command, _, _):
            "Run `\(command) --help` for the list."
        case let .missingValue(flag, valueName):
            "Write \(flag) \(valueName)."
        case let .unexpectedValue(flag):
            "Write \(flag) on its own."
        case let .invalidValue(flag, _, _, example):
            example.map { "Write for example \(flag) \($0)." }
        case let .unknownValue(_, _, place, _):
            "Use a name from the \(place)."
        case .repeatedFlag:
            "Give it once."
        case .conflictingFlags:
            "Drop one of them."
        case let .requiresFlag(flag, required):
            "Add \(required) or drop \(flag)."
        case let .unexpectedArgument(command, _):
            "Flags start with '--'; run `\(command) --help` for the list."
        case let .missingFlag(command, flag, valueName):
            "Write \(command) \(flag)\(valueName.map { " " + $0 } ?? "")."
        }
    }

    /// The one wording: the problem, the suggestions in parentheses, then the fix.
    package var description: String {
        problem + NearMatchWording.parenthesized(suggestions) + "." + (fix.map { " " + $0 } ?? "")
    }
}
