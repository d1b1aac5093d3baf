import KassSupport
import XCTest

final class CommandLineReaderTests: XCTestCase {
    private typealias Occurrence = ParsedCommandLine.Occurrence

    private let reader = CommandLineReader(command: "tool run", flags: [
        CommandLineFlag("--clean", summary: "A switch."),
        CommandLineFlag("--parallel", value: .required("N"), summary: "A value."),
        CommandLineFlag("--tag", value: .required("NAME"), summary: "Repeatable.", isRepeatable: true),
        CommandLineFlag("--interactive", value: .optional("true|false", accepted: ["true", "false"]), summary: "Optional value."),
        CommandLineFlag("--help", aliases: ["-h"], summary: "Help."),
    ])

    func test_read_table() throws {
        let cases: [(arguments: [String], occurrences: [Occurrence], positionals: [String], line: UInt)] = [
            ([], [], [], #line),
            (["--clean"], [Occurrence(flag: "--clean", value: nil)], [], #line),
            (["--parallel", "2"], [Occurrence(flag: "--parallel", value: "2")], [], #line),
            (["--parallel=2"], [Occurrence(flag: "--parallel", value: "2")], [], #line),
            (["--parallel=a=b"], [Occurrence(flag: "--parallel", value: "a=b")], [], #line),
            (["--parallel="], [Occurrence(flag: "--parallel", value: "")], [], #line),
            (["--parallel", "-3"], [Occurrence(flag: "--parallel", value: "-3")], [], #line),
            (["--parallel", "-"], [Occurrence(flag: "--parallel", value: "-")], [], #line),
            (
                ["--tag", "a", "--tag=b"],
                [Occurrence(flag: "--tag", value: "a"), Occurrence(flag: "--tag", value: "b")], [], #line
            ),
            (["--interactive"], [Occurrence(flag: "--interactive", value: nil)], [], #line),
            (["--interactive", "false"], [Occurrence(flag: "--interactive", value: "false")], [], #line),
            (["--interactive", "maybe"], [Occurrence(flag: "--interactive", value: nil)], ["maybe"], #line),
            (["--interactive=yes"], [Occurrence(flag: "--interactive", value: "yes")], [], #line),
            (["-h"], [Occurrence(flag: "--help", value: nil)], [], #line),
            (["a", "-", "b"], [], ["a", "-", "b"], #line),
            (["--clean", "--", "--parallel", "x"], [Occurrence(flag: "--clean", value: nil)], ["--parallel", "x"], #line),
        ]
        for entry in cases {
            let parsed = try reader.read(entry.arguments)
            XCTAssertEqual(parsed.occurrences, entry.occurrences, "\(entry.arguments)", line: entry.line)
            XCTAssertEqual(parsed.positionals, entry.positionals, "\(entry.arguments)", line: entry.line)
        }
    }

    func test_read_errorTable() {
        let cases: [(arguments: [String], error: UsageError, line: UInt)] = [
            (["--paralel", "2"], .unknownFlag(command: "tool run", flag: "--paralel", suggestions: ["--parallel"]), #line),
            (["--frobnicate"], .unknownFlag(command: "tool run", flag: "--frobnicate", suggestions: []), #line),
            (["-x"], .unknownFlag(command: "tool run", flag: "-x", suggestions: []), #line),
            (["--parallel"], .missingValue(flag: "--parallel", valueName: "N"), #line),
            (["--parallel", "--clean"], .missingValue(flag: "--parallel", valueName: "N"), #line),
            (["--parallel", "--"], .missingValue(flag: "--parallel", valueName: "N"), #line),
            (["--clean=yes"], .unexpectedValue(flag: "--clean"), #line),
            (["--clean", "--clean"], .repeatedFlag(flag: "--clean"), #line),
            (["--help", "-h"], .repeatedFlag(flag: "-h"), #line),
        ]
        for entry in cases {
            XCTAssertThrowsError(try reader.read(entry.arguments), "\(entry.arguments)", line: entry.line) { error in
                XCTAssertEqual(error as? UsageError, entry.error, "\(entry.arguments)", line: entry.line)
            }
        }
    }

    func test_parsed_answersByFlag() throws {
        let parsed = try reader.read(["--tag", "a", "--clean", "--tag", "b"])
        XCTAssertTrue(parsed.contains("--clean"))
        XCTAssertFalse(parsed.contains("--parallel"))
        XCTAssertEqual(parsed.value(of: "--tag"), "b")
        XCTAssertEqual(parsed.values(of: "--tag"), ["a", "b"])
        XCTAssertEqual(parsed.flagsGiven, ["--tag", "--clean"])
        XCTAssertEqual(reader.flag(named: "-h")?.name, "--help")
    }
}
