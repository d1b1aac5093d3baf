import KassSupport
import XCTest
@testable import KassTool

final class KassCommandTests: XCTestCase {
    func test_command_readsHelpVersionAndMutants() throws {
        XCTAssertEqual(try KassCommand.parse(["help"]), .help(topic: nil))
        XCTAssertEqual(try KassCommand.parse(["--help"]), .help(topic: nil))
        XCTAssertEqual(try KassCommand.parse(["help", "mutants"]), .help(topic: "mutants"))
        XCTAssertEqual(try KassCommand.parse(["mutants", "--clean", "--help"]), .help(topic: "mutants"))
        XCTAssertEqual(try KassCommand.parse(["--version"]), .version)
        XCTAssertEqual(try KassCommand.parse(["version"]), .version)
        var options = MutantsOptions()
        options.clean = true
        XCTAssertEqual(try KassCommand.parse(["mutants", "--clean"]), .mutants(options))
    }

    func test_command_rejectsInvalidUseWithItsMessage() {
        let cases: [([String], String)] = [
            ([], "kass needs a subcommand: mutants, help, version. Run `kass --help` for the list."),
            (["mutnats"], "kass has no subcommand 'mutnats' (did you mean: 'mutants'?). Run `kass --help` for the list."),
            (["lint"], "kass has no subcommand 'lint'. Run `kass --help` for the list."),
            (["help", "mutans"], "kass has no subcommand 'mutans' (did you mean: 'mutants'?). Run `kass --help` for the list."),
            (["--verison"], "kass has no flag '--verison' (did you mean: '--version'?). Run `kass --help` for the list."),
            (
                ["--version", "now"],
                "kass --version takes no argument 'now'. Flags start with '--'; run `kass --version --help` for the list."
            ),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try KassCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual("\(error)", message, "\(arguments)")
            }
        }
    }

    func test_helpText_listsEveryMutantsFlag() {
        let help = KassCommand.helpText(topic: "mutants")
        for flag in MutantsOptions.flags {
            XCTAssertTrue(help.contains("  \(flag.name)"), flag.name)
        }
        XCTAssertTrue(KassCommand.helpText(topic: nil).contains("mutants  Prove a test suite catches every declared defect"))
    }

    func test_main_exitsWithTwoAndAMessageOnInvalidUse() async {
        let recording = RecordingConsole()
        let status = await KassToolMain.run(
            arguments: ["mutants", "--parallel", "0"], console: recording.console()
        )
        XCTAssertEqual(status, 2)
        XCTAssertEqual(
            recording.standardError, "error: --parallel needs a whole number of at least 1, not '0'. Write for example --parallel 2.\n"
        )
        XCTAssertEqual(recording.standardOutput, "")
    }

    func test_main_printsTheVersionAndHelpWithStatusZero() async {
        let recording = RecordingConsole()
        let version = await KassToolMain.run(arguments: ["--version"], console: recording.console())
        let help = await KassToolMain.run(arguments: ["help"], console: recording.console())
        XCTAssertEqual([version, help], [0, 0])
        XCTAssertTrue(recording.standardOutput.hasPrefix("kass \(KassCommand.toolVersion)\nUSAGE: kass SUBCOMMAND"))
    }

    func test_main_rejectsAnUnknownOnlyIDWithStatusTwo() async throws {
        let package = try Fixtures.temporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let recording = RecordingConsole()
        let status = await KassToolMain.run(
            arguments: ["mutants", "--only", "doubel-submit", "--package-path", package.path], console: recording.console()
        )
        XCTAssertEqual(status, 2)
        XCTAssertTrue(
            recording.standardError.contains("'doubel-submit', which is not in the defect registry (did you mean: 'double-submit'?)")
        )
    }
}
