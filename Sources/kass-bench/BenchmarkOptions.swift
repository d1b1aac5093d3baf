import Foundation
import KassSupport

/// Command-line options of `kass-bench`, read by the package's one command-line reader.
struct BenchmarkOptions {
    var suites: [String] = []
    var json = false
    var runs = 15
    var showHelp = false

    /// The flags, in help order.
    static let flags: [CommandLineFlag] = [
        CommandLineFlag("--json", summary: "Print the results as JSON instead of a table."),
        CommandLineFlag("--runs", value: .required("N"), summary: "Runs per benchmark; the median is reported.", defaultValue: "15"),
        CommandLineFlag("--help", aliases: ["-h"], summary: "Show this help."),
    ]

    static let reader = CommandLineReader(command: "kass-bench", flags: flags)

    /// Reads `arguments`: suite names and flags; throws ``UsageError``.
    init(parsing arguments: [String], suites known: [String], defaults: [String]? = nil) throws(UsageError) {
        let parsed = try Self.reader.read(arguments)
        showHelp = parsed.contains("--help")
        json = parsed.contains("--json")
        if let text = parsed.value(of: "--runs") {
            guard let value = Int(text), value > 0 else {
                throw .invalidValue(flag: "--runs", value: text, expected: "a positive whole number", example: "15")
            }
            runs = value
        }
        for name in parsed.positionals {
            guard known.contains(name) else {
                throw .unknownChoice(
                    command: "kass-bench", kind: "suite", name: name, suggestions: NearMatchRanker.rank(name, among: known)
                )
            }
            suites.append(name)
        }
        if suites.isEmpty { suites = defaults ?? known }
    }

    static func usage(suites: [BenchmarkSuite]) -> String {
        CommandHelp(
            usage: ["kass-bench [suite ...] [--json] [--runs N]"],
            summary: "Runs benchmark suites (release build: swift run -c release kass-bench) and prints a table of medians.",
            sections: [CommandHelp.Section(title: "SUITES", rows: suites.map { (name: $0.name, summary: $0.summary) })],
            flags: flags,
            examples: ["kass-bench", "kass-bench layout dsl --runs 5", "kass-bench --json > bench.json"]
        ).rendered
    }
}
