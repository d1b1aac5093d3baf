import KassSupport
import XCTest

final class UsageErrorTests: XCTestCase {
    func test_description_isTheOneWording() {
        let cases: [(error: UsageError, message: String, line: UInt)] = [
            (
                .missingChoice(command: "kass", kind: "subcommand", choices: ["mutants", "help"]),
                "kass needs a subcommand: mutants, help. Run `kass --help` for the list.", #line
            ),
            (
                .missingChoice(command: "hammer", kind: "command", choices: []),
                "hammer needs a command. Run `hammer --help` for the list.",
                #line
            ),
            (
                .unknownChoice(command: "kass", kind: "subcommand", name: "mutnats", suggestions: ["mutants"]),
                "kass has no subcommand 'mutnats' (did you mean: 'mutants'?). Run `kass --help` for the list.", #line
            ),
            (
                .unknownFlag(command: "kass mutants", flag: "--paralel", suggestions: ["--parallel"]),
                "kass mutants has no flag '--paralel' (did you mean: '--parallel'?). Run `kass mutants --help` for the list.", #line
            ),
            (
                .unknownFlag(command: "kass mutants", flag: "--x", suggestions: []),
                "kass mutants has no flag '--x'. Run `kass mutants --help` for the list.", #line
            ),
            (.missingValue(flag: "--parallel", valueName: "N"), "--parallel needs a value. Write --parallel N.", #line),
            (.unexpectedValue(flag: "--clean"), "--clean takes no value. Write --clean on its own.", #line),
            (
                .invalidValue(flag: "--parallel", value: "0", expected: "a whole number of at least 1", example: "2"),
                "--parallel needs a whole number of at least 1, not '0'. Write for example --parallel 2.", #line
            ),
            (.invalidValue(flag: "--x", value: "twelve", expected: "a number", example: nil), "--x needs a number, not 'twelve'.", #line),
            (
                .unknownValue(flag: "--only", value: "a-b", place: "defect registry", suggestions: ["a-c"]),
                "--only names 'a-b', which is not in the defect registry (did you mean: 'a-c'?). Use a name from the defect registry.",
                #line
            ),
            (.repeatedFlag(flag: "--clean"), "--clean is given twice. Give it once.", #line),
            (
                .conflictingFlags(first: "--only", second: "--shard", reason: "they pick defects differently"),
                "--only and --shard cannot be used together: they pick defects differently. Drop one of them.", #line
            ),
            (
                .conflictingFlags(first: "--agent", second: "--list-defects", reason: nil),
                "--agent and --list-defects cannot be used together. Drop one of them.", #line
            ),
            (
                .requiresFlag(flag: "--port", required: "--agent"),
                "--port works only together with --agent. Add --agent or drop --port.",
                #line
            ),
            (
                .unexpectedArgument(command: "kass mutants", argument: "extra"),
                "kass mutants takes no argument 'extra'. Flags start with '--'; run `kass mutants --help` for the list.", #line
            ),
            (
                .missingFlag(command: "hammer type-text", flag: "--text", valueName: "<string>"),
                "hammer type-text needs --text. Write hammer type-text --text <string>.", #line
            ),
        ]
        for entry in cases {
            XCTAssertEqual(entry.error.description, entry.message, line: entry.line)
        }
    }

    func test_parts_composeTheDescription() {
        let error = UsageError.unknownFlag(command: "hammer tap", flag: "--identifer", suggestions: ["--identifier"])
        XCTAssertEqual(error.problem, "hammer tap has no flag '--identifer'")
        XCTAssertEqual(error.suggestions, ["--identifier"])
        XCTAssertEqual(error.fix, "Run `hammer tap --help` for the list.")
        XCTAssertNil(UsageError.invalidValue(flag: "--x", value: "y", expected: "a number", example: nil).fix)
    }
}
