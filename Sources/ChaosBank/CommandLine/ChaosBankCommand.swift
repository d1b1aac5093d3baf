// kass:skip-file: the `chaosbank` command line (options, listings, screenshots), tested by Tests/ChaosBankTests/CommandLine; no UI
// test runs it, so source mutants of the screens and models leave it out.
import Foundation
import KassSupport

/// What the `chaosbank` command line was asked to do.
///
/// ```
/// chaosbank --screenshot home.png [--screen transfer] [--defects a,b] [--locale de_DE] [--scale 2]
/// chaosbank --list-defects [--json | --markdown]
/// chaosbank --agent [--port 9876] [--screen home] [--defects a,b] [--locale de_DE]
/// ```
package enum ChaosBankCommand: Equatable, Sendable {
    /// Render a screen to a PNG file.
    case screenshot(ScreenshotRequest)
    /// Print the defect registry.
    case listDefects(format: DefectListFormat)
    /// Run the app live, on the real-time clock, with the Hammer agent listening.
    case agent(LiveAppRequest)
    /// Print the usage.
    case help

    /// How `--list-defects` prints the registry.
    package enum DefectListFormat: String, Sendable {
        /// Aligned columns.
        case text
        /// A JSON array of `{id, group, severity, summary}`.
        case json
        /// A Markdown table.
        case markdown
    }

    /// The flags, in help order.
    static let flags: [CommandLineFlag] = [
        CommandLineFlag("--screenshot", value: .required("FILE"), summary: "Render the app to a PNG file (iPhone, 393 × 852 points)."),
        CommandLineFlag(
            "--screen", value: .required("ROUTE"),
            summary: "The screen to show: \(ChaosBankRoute.names.joined(separator: ", ")).", defaultValue: "home"
        ),
        CommandLineFlag(
            "--defects", value: .required("LIST"),
            summary: "Defects to switch on: ids, groups (\(ChaosDefectGroup.allCases.map(\.rawValue).joined(separator: ", "))), all, "
                + "seed:N."
        ),
        CommandLineFlag(
            "--locale", value: .required("LOCALE"),
            summary: "Language and region: \(BankLocale.allCases.map(\.rawValue).joined(separator: ", ")).", defaultValue: "en_US"
        ),
        CommandLineFlag("--scale", value: .required("N"), summary: "Pixels per point, 1, 2 or 3.", defaultValue: "2"),
        CommandLineFlag(
            "--settle", value: .required("SECONDS"), summary: "App time to let pass before the picture, for data to load.",
            defaultValue: "1"
        ),
        CommandLineFlag("--list-defects", summary: "Print the defect registry (--json or --markdown for machines and docs)."),
        CommandLineFlag("--json", summary: "With --list-defects: a JSON array of {id, group, severity, summary}."),
        CommandLineFlag("--markdown", summary: "With --list-defects: a Markdown table."),
        CommandLineFlag(
            "--agent",
            summary: "Run the app live on the real-time clock with the Hammer agent on 127.0.0.1 (port: --port, HAMMER_AGENT_PORT, "
                + "else 9876; HAMMER_AGENT_TOKEN makes a token mandatory); drive it with `swift run hammer`; Ctrl-C stops it."
        ),
        CommandLineFlag("--port", value: .required("N"), summary: "The agent's port (0 picks a free one, printed at start)."),
        CommandLineFlag("--help", aliases: ["-h"], summary: "Show this help."),
    ]

    /// The reader of `chaosbank`'s command line.
    static let reader = CommandLineReader(command: "chaosbank", flags: flags)

    /// The usage text.
    package static var usage: String {
        CommandHelp(
            usage: [
                "chaosbank --screenshot FILE.png [--screen ROUTE] [--defects LIST] [--locale LOCALE] [--scale 1|2|3] [--settle SECONDS]",
                "chaosbank --list-defects [--json | --markdown]",
                "chaosbank --agent [--port N] [--screen ROUTE] [--defects LIST] [--locale LOCALE]",
                "chaosbank --help",
            ],
            summary: "Renders ChaosBank screens to PNG, prints its defect registry, or runs it live for the Hammer agent.",
            flags: flags,
            examples: [
                "chaosbank --screenshot transfer.png --screen transfer --defects transfer-stale-balance",
                "chaosbank --list-defects --markdown",
                "chaosbank --agent --port 0",
            ],
            footer: "EXIT STATUS: 0 done; 1 the screenshot could not be written; 2 invalid use."
        ).rendered
    }

    /// Reads the command line (without the program name); throws ``UsageError``, or the defect
    /// list's own ``ChaosDefectSelectionError`` for `--defects`.
    package static func parse(_ arguments: [String]) throws -> ChaosBankCommand {
        if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") { return .help }
        let parsed = try reader.read(arguments)
        if let extra = parsed.positionals.first { throw UsageError.unexpectedArgument(command: reader.command, argument: extra) }
        var screenshot: String?
        var port: Int?
        var format = DefectListFormat.text
        var request = ScreenshotRequest(path: "")
        for occurrence in parsed.occurrences {
            let flag = occurrence.flag
            let text = occurrence.value ?? ""
            switch flag {
            case "--screenshot": screenshot = text
            case "--port":
                guard let value = Int(text), (0...65535).contains(value) else {
                    throw UsageError.invalidValue(flag: flag, value: text, expected: "a port number from 0 to 65535", example: "9876")
                }
                port = value
            case "--json": format = .json
            case "--markdown": format = .markdown
            case "--screen":
                guard let route = ChaosBankRoute(name: text) else {
                    throw UsageError.invalidValue(flag: flag, value: text, expected: oneOf(ChaosBankRoute.names), example: "home")
                }
                request.route = route
            case "--defects":
                request.defects = try ChaosDefectSelection.parse(arguments: [ChaosDefectSelection.argument, text], environment: [:])
            case "--locale":
                guard let locale = BankLocale(rawValue: text) else {
                    throw UsageError.invalidValue(
                        flag: flag, value: text, expected: oneOf(BankLocale.allCases.map(\.rawValue)), example: "de_DE"
                    )
                }
                request.locale = locale
            case "--scale":
                guard let scale = Int(text), (1...3).contains(scale) else {
                    throw UsageError.invalidValue(flag: flag, value: text, expected: "1, 2 or 3", example: "2")
                }
                request.scale = scale
            case "--settle":
                guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= 600 else {
                    throw UsageError.invalidValue(flag: flag, value: text, expected: "seconds between 0 and 600", example: "1")
                }
                request.settleSeconds = seconds
            default:
                break
            }
        }
        return try command(parsed, screenshot: screenshot, port: port, format: format, request: request)
    }

    private static func command(
        _ parsed: ParsedCommandLine, screenshot: String?, port: Int?, format: DefectListFormat, request: ScreenshotRequest
    ) throws -> ChaosBankCommand {
        let listDefects = parsed.contains("--list-defects")
        if parsed.contains("--agent") {
            if screenshot != nil { throw UsageError.conflictingFlags(first: "--agent", second: "--screenshot", reason: nil) }
            if listDefects { throw UsageError.conflictingFlags(first: "--agent", second: "--list-defects", reason: nil) }
            return .agent(LiveAppRequest(route: request.route, defects: request.defects, locale: request.locale, port: port))
        }
        if port != nil { throw UsageError.requiresFlag(flag: "--port", required: "--agent") }
        switch (screenshot, listDefects) {
        case (nil, true): return .listDefects(format: format)
        case (let path?, false):
            guard path.hasSuffix(".png") else {
                throw UsageError.invalidValue(
                    flag: "--screenshot", value: path, expected: "a file name ending in .png", example: "home.png"
                )
            }
            var request = request
            request.path = path
            return .screenshot(request)
        case (_?, true): throw UsageError.conflictingFlags(first: "--screenshot", second: "--list-defects", reason: nil)
        case (nil, false):
            throw UsageError.missingChoice(
                command: "chaosbank", kind: "mode", choices: ["--screenshot FILE.png", "--list-defects", "--agent"]
            )
        }
    }

    private static func oneOf(_ names: [String]) -> String {
        "one of " + names.joined(separator: ", ")
    }
}
