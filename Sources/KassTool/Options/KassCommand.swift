import KassSupport
/// What one `kass` invocation asks for, parsed from its arguments (without the executable name).
///
/// ```swift
/// try KassCommand.parse(["mutants", "--clean"])  // .mutants(options with clean == true)
/// try KassCommand.parse(["--version"])           // .version
/// try KassCommand.parse(["mutnats"])             // throws "kass has no subcommand 'mutnats' (did you mean: 'mutants'?). …"
/// ```
enum KassCommand: Equatable, Sendable {
    /// Print the help of the tool (`topic` nil) or of one subcommand.
    case help(topic: String?)
    /// Print the version.
    case version
    /// Run `kass mutants`.
    case mutants(MutantsOptions)

    /// The subcommands, in help order.
    static let subcommands = ["mutants", "help", "version"]

    /// The tool's version.
    static let toolVersion = "0.1.0"

    /// The flags of `kass` itself.
    static let flags: [CommandLineFlag] = [
        CommandLineFlag("--help", aliases: ["-h"], summary: "Show this help."),
        CommandLineFlag("--version", summary: "Print the version."),
    ]

    /// Parses `arguments`; throws ``UsageError``.
    static func parse(_ arguments: [String]) throws -> KassCommand {
        guard let first = arguments.first else {
            throw UsageError.missingChoice(command: "kass", kind: "subcommand", choices: subcommands)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "help", "--help", "-h":
            guard let topic = rest.first else { return .help(topic: nil) }
            guard subcommands.contains(topic) else { throw unknownSubcommand(topic) }
            if rest.count > 1 { throw UsageError.unexpectedArgument(command: "kass help", argument: rest[1]) }
            return .help(topic: topic)
        case "version", "--version":
            if let extra = rest.first { throw UsageError.unexpectedArgument(command: "kass \(first)", argument: extra) }
            return .version
        case "mutants":
            if rest.contains("--help") || rest.contains("-h") { return .help(topic: "mutants") }
            return .mutants(try MutantsOptions.parse(rest))
        case _ where first.hasPrefix("-"):
            let suggestions = NearMatchRanker.rankFlags(first, among: flags.map(\.name))
            throw UsageError.unknownFlag(command: "kass", flag: first, suggestions: suggestions)
        default:
            throw unknownSubcommand(first)
        }
    }

    private static func unknownSubcommand(_ name: String) -> UsageError {
        .unknownChoice(command: "kass", kind: "subcommand", name: name, suggestions: NearMatchRanker.rank(name, among: subcommands))
    }

    /// The help text of the tool (`topic` nil) or of a subcommand.
    static func helpText(topic: String?) -> String {
        switch topic {
        case "mutants":
            return CommandHelp(
                usage: [
                    "kass mutants [--generate | --check] [--clean] [--parallel N] [--shard i/n | --only id,id]",
                    "             [--seeds K] [--timeout S] [--json PATH] [--junit PATH] [--package-path DIR]",
                    "             [--config PATH] [--defects PATH] [--suite-dir DIR] [--module NAME] [--manifest PATH]",
                    "             [--launch-variable NAME] [--test-binary PATH]",
                    "kass mutants --operators [--sources DIR] [--sample N --seed S] [--file TEXT] [--since REV]",
                    "             [--equivalents PATH] [--parallel N] [--timeout S] [--json PATH] [--junit PATH]",
                ],
                summary: """
                    Runs the app's test suite once per declared defect, each in its own process with only the
                    tests whose /// Catches lines name it, and reports which defects the suite catches. The
                    suite, the defects file and the launch variable come from .kass-mutants.json at the package
                    root (or --config) unless a flag gives them.
                    """,
                flags: MutantsOptions.flags,
                examples: [
                    "kass mutants --generate", "kass mutants --clean --parallel 4", "kass mutants --shard 2/4 --junit mutants.xml",
                    "kass mutants --defects defects.json --suite-dir Tests/ShopUITests --launch-variable SHOP_DEFECTS --check",
                ],
                footer: """
                    EXIT STATUS: 0 every mutant killed and the clean run green; 1 a survivor, a red clean run,
                    an out-of-date manifest or a failed build; 2 invalid use or a bad project setting.
                    See Guide/Mutants.md.
                    """
            ).rendered
        case "help":
            return CommandHelp(usage: ["kass help [SUBCOMMAND]"], summary: "Shows the help of kass or of one subcommand.").rendered
        case "version":
            return CommandHelp(usage: ["kass version (or kass --version)"], summary: "Prints the version of kass.").rendered
        default:
            return CommandHelp(
                usage: ["kass SUBCOMMAND [OPTIONS]"],
                summary: "The Kass developer tool.",
                sections: [
                    CommandHelp.Section(title: "SUBCOMMANDS", rows: [
                        ("mutants", "Prove a test suite catches every declared defect (see `kass mutants --help`)."),
                        ("help", "Show this help, or a subcommand's (`kass help mutants`)."),
                        ("version", "Print the version (also `kass --version`)."),
                    ]),
                ],
                flags: flags
            ).rendered
        }
    }
}
