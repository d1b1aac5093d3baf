import KassSupport
/// Invalid use of the `kass` command line (exit status 2). Each message says what was wrong and
/// how to fix it.
public enum UsageError: Error, Equatable, CustomStringConvertible {
    /// `kass` without a subcommand.
    case missingSubcommand
    /// A subcommand `kass` does not have.
    case unknownSubcommand(name: String, suggestions: [String])
    /// A flag the command does not have.
    case unknownFlag(flag: String, command: String, suggestions: [String])
    /// A flag that takes a value came last.
    case missingValue(flag: String, placeholder: String)
    /// A flag without a value was given one (`--clean=yes`).
    case unexpectedValue(flag: String)
    /// A number that is not a whole number of at least `minimum`.
    case invalidNumber(flag: String, value: String, minimum: Int)
    /// A timeout that is not a positive number of seconds.
    case invalidTimeout(value: String)
    /// A shard that is not `i/n` with n ≥ 1.
    case invalidShard(value: String)
    /// A shard index outside 1...n.
    case shardOutOfRange(index: Int, count: Int)
    /// A flag given twice.
    case repeatedFlag(flag: String)
    /// Two flags that cannot be used together.
    case conflictingFlags(first: String, second: String, reason: String)
    /// A word that is not a flag where only flags are accepted.
    case unexpectedArgument(argument: String, command: String)
    /// An empty `--only` list or an empty item in it.
    case emptyOnlyItem(value: String)
    /// An `--only` id the registry does not have.
    case unknownOnlyID(id: String, suggestions: [String])

    /// The message, with the fix.
    public var description: String {
        switch self {
        case .missingSubcommand:
            return "kass needs a subcommand. Run `kass mutants` to run the suite against every defect, or `kass help` for the list."
        case .unknownSubcommand(let name, let suggestions):
            return "kass has no subcommand '\(name)'\(hint(suggestions)). Run `kass help` for the list."
        case .unknownFlag(let flag, let command, let suggestions):
            return "\(command) has no flag '\(flag)'\(hint(suggestions)). Run `\(command) --help` for the list."
        case .missingValue(let flag, let placeholder):
            return "\(flag) needs a value. Write \(flag) \(placeholder)."
        case .unexpectedValue(let flag):
            return "\(flag) takes no value. Write \(flag) on its own."
        case .invalidNumber(let flag, let value, let minimum):
            return "\(flag) needs a whole number of at least \(minimum), not '\(value)'. Write for example \(flag) \(max(minimum, 2))."
        case .invalidTimeout(let value):
            return "--timeout needs a positive number of seconds, not '\(value)'. Write for example --timeout 120."
        case .invalidShard(let value):
            return "--shard needs i/n (shard i of n, both whole numbers, n ≥ 1), not '\(value)'. Write for example --shard 2/4."
        case .shardOutOfRange(let index, let count):
            return "--shard \(index)/\(count) is out of range: the shard number must be between 1 and \(count). Write --shard 1/\(count) … --shard \(count)/\(count)."
        case .repeatedFlag(let flag):
            return "\(flag) is given twice. Give it once."
        case .conflictingFlags(let first, let second, let reason):
            return "\(first) and \(second) cannot be used together: \(reason). Drop one of them."
        case .unexpectedArgument(let argument, let command):
            return "\(command) takes no argument '\(argument)'. Flags start with '--'; run `\(command) --help` for the list."
        case .emptyOnlyItem(let value):
            return "--only needs defect ids separated by commas, not '\(value)'. Write for example --only transfer-double-submit,card-cvv-visible."
        case .unknownOnlyID(let id, let suggestions):
            return "--only names '\(id)', which is not in the defect registry\(hint(suggestions)). Use registry ids (see ReferenceSuite/mutants.json)."
        }
    }

    private func hint(_ suggestions: [String]) -> String {
        NearMatchWording.parenthesized(suggestions)
    }
}
