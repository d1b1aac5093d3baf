/// The one command-line reader of the package's tools: flags with values (`--flag value`,
/// `--flag=value`), switches, repeated flags, positional words and `--`, with unknown flags,
/// missing values and repeats reported as ``UsageError``. It reads words only; what a value means
/// is the command's business.
///
/// A word starting with `-` (other than `-` alone) is a flag; a value is the text after `=` or the
/// next word, which must not start with `--` (so `--parallel --clean` is a missing value, while
/// `--y -3` reads `-3`). After `--` every word is positional.
///
/// ```swift
/// let reader = CommandLineReader(command: "kass mutants", flags: [
///     CommandLineFlag("--parallel", value: .required("N"), summary: "Processes at once."),
///     CommandLineFlag("--clean", summary: "Run clean first."),
/// ])
/// let parsed = try reader.read(["--parallel=2", "--clean"])
/// parsed.value(of: "--parallel")  // "2"
/// try reader.read(["--paralel"])    // throws UsageError.unknownFlag (did you mean: '--parallel'?)
/// ```
package struct CommandLineReader: Sendable {
    /// The command as the user types it (`kass mutants`), for messages.
    package var command: String
    /// The flags the command takes.
    package var flags: [CommandLineFlag]

    /// A reader for `command` with `flags`.
    package init(command: String, flags: [CommandLineFlag]) {
        self.command = command
        self.flags = flags
    }

    /// Reads `arguments` (without the command's own words).
    package func read(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        var parsed = ParsedCommandLine()
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                parsed.positionals += arguments[index...]
                break
            }
            guard word.hasPrefix("-"), word.count > 1 else {
                parsed.positionals.append(word)
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            guard let flag = flag(named: name) else {
                let names = flags.map(\.name)
                throw .unknownFlag(command: command, flag: name, suggestions: NearMatchRanker.rankFlags(name, among: names))
            }
            if !flag.isRepeatable, parsed.contains(flag.name) { throw .repeatedFlag(flag: name) }
            let next = index < arguments.count ? arguments[index] : nil
            var value: String?
            switch flag.value {
            case .none:
                if inlineValue != nil { throw .unexpectedValue(flag: name) }
            case let .required(placeholder):
                if let inlineValue {
                    value = inlineValue
                } else if let next, !next.hasPrefix("--") {
                    value = next
                    index += 1
                } else {
                    throw .missingValue(flag: name, valueName: placeholder)
                }
            case let .optional(_, accepted):
                if let inlineValue {
                    value = inlineValue
                } else if let next, accepted.contains(next) {
                    value = next
                    index += 1
                }
            }
            parsed.occurrences.append(ParsedCommandLine.Occurrence(flag: flag.name, value: value))
        }
        return parsed
    }

    /// The flag `name` (or alias) names.
    package func flag(named name: String) -> CommandLineFlag? {
        flags.first { $0.name == name || $0.aliases.contains(name) }
    }
}
