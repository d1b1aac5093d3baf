import KassSupport
/// What one `kass` invocation asks for, parsed from its arguments (without the executable name).
///
/// ```swift
/// try KassCommand.parse(["mutants", "--clean"])  // .mutants(options with clean == true)
/// try KassCommand.parse(["--version"])           // .version
/// try KassCommand.parse(["mutnats"])             // throws "kass has no subcommand 'mutnats'; did you mean: 'mutants'?"
/// ```
public enum KassCommand: Equatable, Sendable {
    /// Print the help of the tool (`topic` nil) or of one subcommand.
    case help(topic: String?)
    /// Print the version.
    case version
    /// Run `kass mutants`.
    case mutants(MutantsOptions)

    /// The subcommands, in help order.
    public static let subcommands = ["mutants", "help", "version"]

    /// The tool's version.
    public static let toolVersion = "0.1.0"

    /// Parses `arguments`; throws ``UsageError``.
    public static func parse(_ arguments: [String]) throws -> KassCommand {
        guard let first = arguments.first else { throw UsageError.missingSubcommand }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "help", "--help", "-h":
            guard let topic = rest.first else { return .help(topic: nil) }
            guard subcommands.contains(topic) else {
                throw UsageError.unknownSubcommand(name: topic, suggestions: NearMatchRanker.rank(topic, among: subcommands))
            }
            if rest.count > 1 { throw UsageError.unexpectedArgument(argument: rest[1], command: "kass help") }
            return .help(topic: topic)
        case "version", "--version":
            if let extra = rest.first { throw UsageError.unexpectedArgument(argument: extra, command: "kass \(first)") }
            return .version
        case "mutants":
            if rest.contains("--help") || rest.contains("-h") { return .help(topic: "mutants") }
            return .mutants(try MutantsOptions.parse(rest))
        case _ where first.hasPrefix("-"):
            throw UsageError.unknownFlag(flag: first, command: "kass", suggestions: NearMatchRanker.rankFlags(first, among: ["--help", "--version"]))
        default:
            throw UsageError.unknownSubcommand(name: first, suggestions: NearMatchRanker.rank(first, among: subcommands))
        }
    }

    /// The help text of the tool (`topic` nil) or of a subcommand.
    public static func helpText(topic: String?) -> String {
        switch topic {
        case "mutants":
            let width = MutantsOptions.flags.map { $0.name.count + ($0.placeholder.map { $0.count + 1 } ?? 0) }.max() ?? 0
            let lines = MutantsOptions.flags.map { flag -> String in
                let left = flag.name + (flag.placeholder.map { " " + $0 } ?? "")
                return "  " + left.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + flag.summary
            }
            return """
            USAGE: kass mutants [--generate | --check] [--clean] [--parallel N] [--shard i/n | --only id,id]
                                [--seeds K] [--timeout S] [--json PATH] [--junit PATH] [--suite-dir DIR]
                                [--package-path DIR] [--test-binary PATH]

            Runs the reference suite once per defect of the registry, each in its own process with only
            the tests whose /// Catches lines name it, and reports which defects the suite catches.

            OPTIONS:
            \(lines.joined(separator: "\n"))

            EXIT STATUS: 0 every mutant killed and the clean run green; 1 a survivor, a red clean run,
            an out-of-date manifest or a failed build; 2 invalid use.
            See Guide/Mutants.md.

            """
        case "help":
            return "USAGE: kass help [SUBCOMMAND]\n\nShows the help of kass or of one subcommand.\n"
        case "version":
            return "USAGE: kass version (or kass --version)\n\nPrints the version of kass.\n"
        default:
            return """
            USAGE: kass SUBCOMMAND [OPTIONS]

            The Kass developer tool.

            SUBCOMMANDS:
              mutants   Prove the reference suite catches every defect (see `kass mutants --help`).
              help      Show this help, or a subcommand's (`kass help mutants`).
              version   Print the version (also `kass --version`).

            """
        }
    }
}
