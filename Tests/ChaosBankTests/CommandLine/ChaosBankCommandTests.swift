@testable import ChaosBank
import KassSupport
import XCTest

final class ChaosBankCommandTests: XCTestCase {
    func test_parse_screenshotWithEveryOption() throws {
        let command = try ChaosBankCommand.parse([
            "--screenshot", "out.png", "--screen", "transfer", "--locale", "de_DE", "--scale", "3", "--settle", "2", "--defects", "none",
        ])
        XCTAssertEqual(
            command, .screenshot(ScreenshotRequest(path: "out.png", route: .transfer, locale: .german, scale: 3, settleSeconds: 2))
        )
    }

    func test_parse_screenshotDefaultsToHomeAt2x() throws {
        XCTAssertEqual(try ChaosBankCommand.parse(["--screenshot", "home.png"]), .screenshot(ScreenshotRequest(path: "home.png")))
    }

    func test_parse_listDefectsInEachFormat() throws {
        XCTAssertEqual(try ChaosBankCommand.parse(["--list-defects"]), .listDefects(format: .text))
        XCTAssertEqual(try ChaosBankCommand.parse(["--list-defects", "--json"]), .listDefects(format: .json))
        XCTAssertEqual(try ChaosBankCommand.parse(["--list-defects", "--markdown"]), .listDefects(format: .markdown))
    }

    func test_parse_agentWithPortScreenAndDefects() throws {
        XCTAssertEqual(try ChaosBankCommand.parse(["--agent"]), .agent(LiveAppRequest()))
        let command = try ChaosBankCommand.parse(["--agent", "--port", "0", "--screen", "card", "--locale", "de_DE", "--defects", "none"])
        XCTAssertEqual(command, .agent(LiveAppRequest(route: .card, locale: .german, port: 0)))
    }

    func test_parse_agentRefusesConflictsAndBadPorts() {
        let cases: [(arguments: [String], message: String, line: UInt)] = [
            (["--agent", "--screenshot", "a.png"], "--agent and --screenshot cannot be used together. Drop one of them.", #line),
            (["--agent", "--list-defects"], "--agent and --list-defects cannot be used together. Drop one of them.", #line),
            (
                ["--agent", "--port", "70000"],
                "--port needs a port number from 0 to 65535, not '70000'. Write for example --port 9876.", #line
            ),
            (["--list-defects", "--port", "9000"], "--port works only together with --agent. Add --agent or drop --port.", #line),
        ]
        assertUsageErrors(cases)
    }

    func test_parse_noArgumentsOrHelpPrintsTheUsage() throws {
        XCTAssertEqual(try ChaosBankCommand.parse([]), .help)
        XCTAssertEqual(try ChaosBankCommand.parse(["--screenshot", "a.png", "--help"]), .help)
    }

    func test_parse_badInputFailsWithTheFix() {
        let cases: [(arguments: [String], message: String, line: UInt)] = [
            (
                ["--screenhot", "a.png"],
                "chaosbank has no flag '--screenhot' (did you mean: '--screenshot', '--screen'?). Run `chaosbank --help` for the list.",
                #line
            ),
            (["--screenshot"], "--screenshot needs a value. Write --screenshot FILE.", #line),
            (["--screenshot", "--screen", "home"], "--screenshot needs a value. Write --screenshot FILE.", #line),
            (
                ["--screenshot", "a.jpg"],
                "--screenshot needs a file name ending in .png, not 'a.jpg'. Write for example --screenshot home.png.", #line
            ),
            (["--screenshot", "a.png", "--scale", "4"], "--scale needs 1, 2 or 3, not '4'. Write for example --scale 2.", #line),
            (
                ["--screenshot", "a.png", "--settle", "-1"],
                "--settle needs seconds between 0 and 600, not '-1'. Write for example --settle 1.", #line
            ),
            (
                ["--screenshot", "a.png", "--locale", "fr_FR"],
                "--locale needs one of en_US, en_GB, de_DE, not 'fr_FR'. Write for example --locale de_DE.", #line
            ),
            (
                ["--screenshot", "a.png", "--list-defects"],
                "--screenshot and --list-defects cannot be used together. Drop one of them.", #line
            ),
            (["--screenshot", "a.png", "--scale", "2", "--scale", "3"], "--scale is given twice. Give it once.", #line),
            (
                ["--list-defects", "extra"],
                "chaosbank takes no argument 'extra'. Flags start with '--'; run `chaosbank --help` for the list.",
                #line
            ),
            (
                ["--json"],
                "chaosbank needs a mode: --screenshot FILE.png, --list-defects, --agent. Run `chaosbank --help` for the list.", #line
            ),
        ]
        assertUsageErrors(cases)
    }

    private func assertUsageErrors(_ cases: [(arguments: [String], message: String, line: UInt)]) {
        for entry in cases {
            XCTAssertThrowsError(try ChaosBankCommand.parse(entry.arguments), "\(entry.arguments)", line: entry.line) { error in
                XCTAssertTrue(error is UsageError, "\(entry.arguments)", line: entry.line)
                XCTAssertEqual("\(error)", entry.message, "\(entry.arguments)", line: entry.line)
            }
        }
    }

    func test_parse_unknownDefectIsReportedWithTheRegistryError() {
        XCTAssertThrowsError(try ChaosBankCommand.parse(["--screenshot", "a.png", "--defects", "no-such-defect"])) { error in
            XCTAssertTrue("\(error)".hasPrefix("ChaosBank: unknown defect 'no-such-defect'."), "\(error)")
        }
    }

    func test_listing_rendersEveryFormat() {
        let defects = [
            ChaosDefect(id: "card-cvv-shown", group: .security, severity: .critical, summary: "The CVV shows \"371\" | always"),
        ]
        XCTAssertEqual(
            DefectListing.render(defects, format: .text),
            "card-cvv-shown  security       critical  The CVV shows \"371\" | always\n1 defects\n"
        )
        XCTAssertEqual(DefectListing.render(defects, format: .json), """
            [
              {"id": "card-cvv-shown", "group": "security", "severity": "critical", "summary": "The CVV shows \\"371\\" | always"}
            ]

            """)
        XCTAssertEqual(DefectListing.render(defects, format: .markdown), """
            | id | group | severity | what goes wrong |
            |---|---|---|---|
            | `card-cvv-shown` | security | critical | The CVV shows "371" \\| always |

            """)
    }
}
