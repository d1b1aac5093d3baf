@testable import ChaosBank
import XCTest

final class ChaosBankCommandTests: XCTestCase {
    func test_parse_screenshotWithEveryOption() throws {
        let command = try ChaosBankCommand.parse([
            "--screenshot", "out.png", "--screen", "transfer", "--locale", "de_DE", "--scale", "3", "--settle", "2", "--defects", "none",
        ])
        XCTAssertEqual(command, .screenshot(ScreenshotRequest(path: "out.png", route: .transfer, locale: .german, scale: 3, settleSeconds: 2)))
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
        let cases: [([String], ChaosBankCommandError)] = [
            (["--agent", "--screenshot", "a.png"], .conflicting("--agent", "--screenshot")),
            (["--agent", "--list-defects"], .conflicting("--agent", "--list-defects")),
            (["--agent", "--port", "70000"], .invalidValue(flag: "--port", value: "70000", expected: "a port number from 0 to 65535")),
            (["--list-defects", "--port", "9000"], .invalidValue(flag: "--port", value: "9000", expected: "--port only together with --agent")),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try ChaosBankCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(error as? ChaosBankCommandError, expected, "\(arguments)")
            }
        }
    }

    func test_parse_noArgumentsOrHelpPrintsTheUsage() throws {
        XCTAssertEqual(try ChaosBankCommand.parse([]), .help)
        XCTAssertEqual(try ChaosBankCommand.parse(["--screenshot", "a.png", "--help"]), .help)
    }

    func test_parse_badInputFailsWithTheFix() {
        let cases: [([String], ChaosBankCommandError)] = [
            (["--screenhot", "a.png"], .unknownFlag("--screenhot", closest: "--screenshot")),
            (["--screenshot"], .missingValue(flag: "--screenshot")),
            (["--screenshot", "--screen", "home"], .missingValue(flag: "--screenshot")),
            (["--screenshot", "a.jpg"], .invalidValue(flag: "--screenshot", value: "a.jpg", expected: "a file name ending in .png")),
            (["--screenshot", "a.png", "--scale", "4"], .invalidValue(flag: "--scale", value: "4", expected: "1, 2 or 3")),
            (["--screenshot", "a.png", "--settle", "-1"], .invalidValue(flag: "--settle", value: "-1", expected: "seconds between 0 and 600")),
            (["--screenshot", "a.png", "--locale", "fr_FR"], .invalidValue(flag: "--locale", value: "fr_FR", expected: "en_US, en_GB, de_DE")),
            (["--screenshot", "a.png", "--list-defects"], .conflicting("--screenshot", "--list-defects")),
            (["--json"], .missingCommand),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try ChaosBankCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(error as? ChaosBankCommandError, expected, "\(arguments)")
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
        XCTAssertEqual(DefectListing.render(defects, format: .text), "card-cvv-shown  security       critical  The CVV shows \"371\" | always\n1 defects\n")
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
