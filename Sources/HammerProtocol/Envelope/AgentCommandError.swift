import Foundation
import KassSupport

/// Everything a command can fail with. Each case carries its data; ``message`` says what was wrong
/// and ``hints`` how to fix it. ``kind`` sorts them into the two classes the tools map to exit codes:
/// the command ran and failed (exit 1), or the call itself was invalid (exit 2).
public enum AgentCommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The command ran and failed (a custom command's own failure).
    case failed(message: String, hint: [String] = [])
    /// The call was invalid (a custom command refusing its arguments).
    case invalid(message: String, hint: [String] = [])
    /// No command has this name; `suggestions` are the nearest names in the catalog.
    case unknownCommand(name: String, suggestions: [String])
    /// The body is not a JSON object.
    case badJSON(reason: String)
    /// The arguments hold a key the command does not take.
    case unknownKey(key: String, command: String, suggestions: [String])
    /// A required key is missing.
    case missingArgument(key: String, command: String)
    /// A key's value has the wrong type or is out of range.
    case badArgument(key: String, command: String, reason: String)
    /// A ref that no element on screen has any more.
    case staleRef(String)
    /// A constraint ref that no constraint has any more.
    case staleConstraint(String)
    /// Nothing matches the element description.
    case notFound(description: String, nearMatches: [String])
    /// Several elements match; `matches` describes them with their refs.
    case ambiguous(description: String, matches: [String])
    /// The element is on screen but a touch would not reach it, or it is not visible.
    case notHittable(target: String, reason: String)
    /// A wait ran out of time.
    case timeout(what: String, seconds: Double)
    /// The app has no key window to drive.
    case noKeyWindow
    /// No application is running in this process.
    case noApplication
    /// Hammer refused or failed the action.
    case hammer(String)

    /// The two classes of failure.
    public enum Kind: String, Codable, Sendable {
        /// The command ran and failed (exit code 1).
        case failed
        /// The call was invalid (exit code 2).
        case invalid
    }

    /// Whether the command failed or the call was invalid.
    public var kind: Kind {
        switch self {
        case .invalid, .unknownCommand, .badJSON, .unknownKey, .missingArgument, .badArgument:
            return .invalid
        case .failed, .staleRef, .staleConstraint, .notFound, .ambiguous, .notHittable, .timeout, .noKeyWindow, .noApplication, .hammer:
            return .failed
        }
    }

    /// What was wrong, in one sentence.
    public var message: String {
        switch self {
        case .failed(let message, _), .invalid(let message, _):
            return message
        case .unknownCommand(let name, _):
            return "unknown command '\(name)'"
        case .badJSON(let reason):
            return "the arguments are not a JSON object: \(reason)"
        case .unknownKey(let key, let command, _):
            return "\(command) does not take the key '\(key)'"
        case .missingArgument(let key, let command):
            return "\(command) needs the key '\(key)'"
        case .badArgument(let key, let command, let reason):
            return "\(command): the key '\(key)' \(reason)"
        case .staleRef(let ref):
            return "ref \(ref) is gone (the element was removed or changed)"
        case .staleConstraint(let ref):
            return "constraint \(ref) is gone (it was released)"
        case .notFound(let description, _):
            return "nothing on screen matches \(description)"
        case .ambiguous(let description, let matches):
            return "\(matches.count) elements match \(description): \(matches.joined(separator: "; "))"
        case .notHittable(let target, let reason):
            return "\(target) cannot be touched: \(reason)"
        case .timeout(let what, let seconds):
            return "timed out after \(Self.seconds(seconds)) s waiting for \(what)"
        case .noKeyWindow:
            return "the app has no key window to drive"
        case .noApplication:
            return "no application is running in this process"
        case .hammer(let message):
            return message
        }
    }

    /// How to fix it, one suggestion per line.
    public var hints: [String] {
        switch self {
        case .failed(_, let hint), .invalid(_, let hint):
            return hint
        case .unknownCommand(_, let suggestions):
            return (NearMatchWording.didYouMean(suggestions).map { [$0] } ?? []) + ["run catalog (GET /v1/catalog) to list every command"]
        case .badJSON:
            return [#"send one JSON object of arguments, for example {"identifier":"home.send"}"#]
        case .unknownKey(_, let command, let suggestions):
            return (NearMatchWording.didYouMean(suggestions).map { [$0] } ?? []) + ["run help \(command) for its keys"]
        case .missingArgument(_, let command), .badArgument(_, let command, _):
            return ["run help \(command) for its keys and examples"]
        case .staleRef:
            return ["run describe again and use the new ref"]
        case .staleConstraint:
            return ["run inspect on the view again and use the new constraint ref"]
        case .notFound(_, let nearMatches):
            return (NearMatchWording.didYouMean(nearMatches).map { [$0] } ?? []) + ["run describe to see what is on screen"]
        case .ambiguous:
            return ["add label, value or traits to the description, or use one of the refs"]
        case .notHittable:
            return ["scroll it into view, dismiss what covers it, or wait until it is enabled"]
        case .timeout:
            return ["give a longer timeout, or run describe to see what the screen shows"]
        case .noKeyWindow:
            return ["wait until the app has launched and shows a window"]
        case .noApplication:
            return ["start the agent after the application has launched"]
        case .hammer:
            return ["run describe to see what is on screen"]
        }
    }

    /// The message followed by its hints: what was wrong, then the fix.
    public var description: String {
        ([message] + hints.map { "hint: \($0)" }).joined(separator: "\n")
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
