import Foundation
import KassSupport

/// What the `chaosbank` command line was asked to do.
///
/// ```
/// chaosbank --screenshot home.png [--screen transfer] [--defects a,b] [--locale de_DE] [--scale 2]
/// chaosbank --list-defects [--json | --markdown]
/// chaosbank --agent [--port 9876] [--screen home] [--defects a,b] [--locale de_DE]
/// ```
public enum ChaosBankCommand: Equatable, Sendable {
    /// Render a screen to a PNG file.
    case screenshot(ScreenshotRequest)
    /// Print the defect registry.
    case listDefects(format: DefectListFormat)
    /// Run the app live, on the real-time clock, with the Hammer agent listening.
    case agent(LiveAppRequest)
    /// Print the usage.
    case help

    /// How `--list-defects` prints the registry.
    public enum DefectListFormat: String, Sendable {
        /// Aligned columns.
        case text
        /// A JSON array of `{id, group, severity, summary}`.
        case json
        /// A Markdown table.
        case markdown
    }

    /// The usage text.
    public static let usage = """
        usage: chaosbank --screenshot FILE.png [--screen ROUTE] [--defects LIST] [--locale LOCALE]
                                               [--scale 1|2|3] [--settle SECONDS]
               chaosbank --list-defects [--json | --markdown]
               chaosbank --agent [--port N] [--screen ROUTE] [--defects LIST] [--locale LOCALE]
               chaosbank --help

          --screenshot FILE   render the app to a PNG file (iPhone, 393 × 852 points)
          --screen ROUTE      the screen to show: \(ChaosBankRoute.names.joined(separator: ", ")) (default home)
          --defects LIST      defects to switch on: ids, groups (\(ChaosDefectGroup.allCases.map(\.rawValue).joined(separator: ", "))), all, seed:N
          --locale LOCALE     \(BankLocale.allCases.map(\.rawValue).joined(separator: ", ")) (default en_US)
          --scale N           pixels per point, 1, 2 or 3 (default 2)
          --settle SECONDS    app time to let pass before the picture, for data to load (default 1)
          --list-defects      print the defect registry (--json or --markdown for machines and docs)
          --agent             run the app live on the real-time clock with the Hammer agent listening on
                              127.0.0.1 (HAMMER_AGENT_PORT or --port, default 9876; HAMMER_AGENT_TOKEN
                              makes a token mandatory); drive it with `swift run hammer`; Ctrl-C stops it
          --port N            the agent's port (0 picks a free one, printed at start)
        """

    /// Reads the command line (without the program name).
    public static func parse(_ arguments: [String]) throws(ChaosBankCommandError) -> ChaosBankCommand {
        if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") { return .help }
        var reader = ArgumentReader(arguments)
        var screenshot: String?
        var listDefects = false
        var agent = false
        var port: Int?
        var format = DefectListFormat.text
        var request = ScreenshotRequest(path: "")
        while let flag = reader.next() {
            switch flag {
            case "--screenshot": screenshot = try reader.value(for: flag)
            case "--list-defects": listDefects = true
            case "--agent": agent = true
            case "--port":
                let text = try reader.value(for: flag)
                guard let value = Int(text), (0...65535).contains(value) else { throw .invalidValue(flag: flag, value: text, expected: "a port number from 0 to 65535") }
                port = value
            case "--json": format = .json
            case "--markdown": format = .markdown
            case "--screen":
                let name = try reader.value(for: flag)
                guard let route = ChaosBankRoute(name: name) else { throw .invalidValue(flag: flag, value: name, expected: ChaosBankRoute.names.joined(separator: ", ")) }
                request.route = route
            case "--defects":
                let list = try reader.value(for: flag)
                do {
                    request.defects = try ChaosDefectSelection.parse(arguments: [ChaosDefectSelection.argument, list], environment: [:])
                } catch {
                    throw .defects(error)
                }
            case "--locale":
                let name = try reader.value(for: flag)
                guard let locale = BankLocale(rawValue: name) else { throw .invalidValue(flag: flag, value: name, expected: BankLocale.allCases.map(\.rawValue).joined(separator: ", ")) }
                request.locale = locale
            case "--scale":
                let text = try reader.value(for: flag)
                guard let scale = Int(text), (1...3).contains(scale) else { throw .invalidValue(flag: flag, value: text, expected: "1, 2 or 3") }
                request.scale = scale
            case "--settle":
                let text = try reader.value(for: flag)
                guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= 600 else { throw .invalidValue(flag: flag, value: text, expected: "seconds between 0 and 600") }
                request.settleSeconds = seconds
            default:
                throw .unknownFlag(flag, closest: closestFlag(to: flag))
            }
        }
        if agent {
            if screenshot != nil { throw .conflicting("--agent", "--screenshot") }
            if listDefects { throw .conflicting("--agent", "--list-defects") }
            return .agent(LiveAppRequest(route: request.route, defects: request.defects, locale: request.locale, port: port))
        }
        if port != nil { throw .invalidValue(flag: "--port", value: "\(port ?? 0)", expected: "--port only together with --agent") }
        switch (screenshot, listDefects) {
        case (nil, true): return .listDefects(format: format)
        case (let path?, false):
            guard path.hasSuffix(".png") else { throw .invalidValue(flag: "--screenshot", value: path, expected: "a file name ending in .png") }
            request.path = path
            return .screenshot(request)
        case (_?, true): throw .conflicting("--screenshot", "--list-defects")
        case (nil, false): throw .missingCommand
        }
    }

    static let flags = ["--screenshot", "--list-defects", "--agent", "--port", "--json", "--markdown", "--screen", "--defects", "--locale", "--scale", "--settle", "--help"]

    private static func closestFlag(to flag: String) -> String? {
        NearMatchRanker.rankFlags(flag, among: flags, limit: 1).first
    }
}

/// Reads flags and their values in order.
struct ArgumentReader {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next flag.
    mutating func next() -> String? { remaining.popFirst() }

    /// The value after `flag`, which must not itself be a flag.
    mutating func value(for flag: String) throws(ChaosBankCommandError) -> String {
        guard let value = remaining.first, !value.hasPrefix("--") else { throw .missingValue(flag: flag) }
        remaining.removeFirst()
        return value
    }
}
