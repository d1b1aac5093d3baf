import Foundation
import Hammer

/// Launch arguments and environment added to every launch from the test process's environment, so
/// a whole suite can be re-run against a defect build without editing tests:
///
/// - `KASS_LAUNCH_ARGUMENTS`: arguments split like a shell would (spaces separate, single or double
///   quotes group): `-ChaosBankDefects "transfer.double-submit,card.cvv-visible"`.
/// - `KASS_LAUNCH_ENVIRONMENT`: `KEY=VALUE` pairs split the same way:
///   `CHAOSBANK_DEFECTS=transfer.double-submit LOCALE=de_DE`.
public struct KassLaunchEnvironment: Sendable, Equatable {
    /// Arguments added after the test's own.
    public var arguments: [String]
    /// Variables added over the test's own.
    public var environment: [String: String]

    /// Nothing added.
    public init(arguments: [String] = [], environment: [String: String] = [:]) {
        self.arguments = arguments
        self.environment = environment
    }

    /// Reads `KASS_LAUNCH_ARGUMENTS` and `KASS_LAUNCH_ENVIRONMENT` from `variables`; throws
    /// ``KassLaunchEnvironmentError`` for an unclosed quote or a pair without `=`.
    public init(variables: [String: String]) throws {
        arguments = try Self.split(variables["KASS_LAUNCH_ARGUMENTS"] ?? "", variable: "KASS_LAUNCH_ARGUMENTS")
        environment = [:]
        for pair in try Self.split(variables["KASS_LAUNCH_ENVIRONMENT"] ?? "", variable: "KASS_LAUNCH_ENVIRONMENT") {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw KassLaunchEnvironmentError.pairWithoutEquals(pair: pair)
            }
            environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
    }

    /// Splits `text` into words like a POSIX shell (whitespace separates; quotes group; a backslash
    /// escapes the next character outside single quotes).
    static func split(_ text: String, variable: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaping = false
        for character in text {
            if escaping {
                current.append(character)
                escaping = false
                continue
            }
            switch (quote, character) {
            case (nil, "\\"), ("\"", "\\"):
                escaping = true
                inWord = true
            case (nil, "\""), (nil, "'"):
                quote = character
                inWord = true
            case (let open?, _) where character == open:
                quote = nil
            case (nil, _) where character.isWhitespace:
                if inWord { words.append(current) }
                current = ""
                inWord = false
            default:
                current.append(character)
                inWord = true
            }
        }
        if let quote { throw KassLaunchEnvironmentError.unclosedQuote(variable: variable, quote: quote, text: text) }
        if inWord { words.append(current) }
        return words
    }
}

/// What is wrong with `KASS_LAUNCH_ARGUMENTS` or `KASS_LAUNCH_ENVIRONMENT`.
public enum KassLaunchEnvironmentError: Error, Equatable, CustomStringConvertible {
    /// A quote was opened and never closed.
    case unclosedQuote(variable: String, quote: Character, text: String)
    /// A `KASS_LAUNCH_ENVIRONMENT` word has no `=`.
    case pairWithoutEquals(pair: String)

    /// The message, with the fix.
    public var description: String {
        switch self {
        case .unclosedQuote(let variable, let quote, let text):
            return "\(variable) has an unclosed \(quote) quote: \(text). Close the quote or escape it with a backslash."
        case .pairWithoutEquals(let pair):
            return "KASS_LAUNCH_ENVIRONMENT has '\(pair)', which is not KEY=VALUE. Write each variable as KEY=VALUE, separated by spaces "
                + "(quote values that contain spaces)."
        }
    }
}
