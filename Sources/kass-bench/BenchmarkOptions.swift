import Foundation

/// Command-line options of `kass-bench`.
struct BenchmarkOptions {
    var suites: [String] = []
    var json = false
    var runs = 15
    var showHelp = false

    /// A problem with the command line.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    init(parsing arguments: [String], suites known: [String], defaults: [String]? = nil) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--json": json = true
            case "--help", "-h": showHelp = true
            case "--runs":
                index += 1
                guard index < arguments.count, let value = Int(arguments[index]), value > 0 else {
                    throw UsageError(description: "--runs needs a positive whole number, e.g. --runs 15")
                }
                runs = value
            default:
                guard known.contains(argument) else {
                    throw UsageError(description: "unknown suite or option '\(argument)'. Suites: \(known.joined(separator: ", ")). Options: --json, --runs N, --help")
                }
                suites.append(argument)
            }
            index += 1
        }
        if suites.isEmpty { suites = defaults ?? known }
    }

    static func usage(suites: [BenchmarkSuite]) -> String {
        var lines = ["usage: kass-bench [suite ...] [--json] [--runs N]", "", "suites:"]
        for suite in suites { lines.append("  \(suite.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(suite.summary)") }
        return lines.joined(separator: "\n")
    }
}
