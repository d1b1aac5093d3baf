import Foundation
@testable import HammerAgent
@testable import HammerCLI
import XCTest

/// The tool without an app: help, guide, argument errors before any network, and exit code 3 when
/// nothing listens.
final class HammerCommandLineTests: XCTestCase {
    private let port = HammerRun.unusedPort

    func test_help_listsEveryBuiltInAndToolCommandWithoutAnApp() async {
        let run = await HammerRun.run(["help"], port: port)
        XCTAssertEqual(run.code, 0)
        for name in await CatalogSource.builtIn().map(\.name) + ["help", "guide", "mcp"] {
            XCTAssertTrue(run.output.contains("\n  \(name) "), name)
        }
        XCTAssertTrue(run.output.contains("the app is not reachable"), run.output)
    }

    func test_helpCommand_showsFlagsTypesJSONKeysAndExamples() async {
        let run = await HammerRun.run(["help", "type-text"], port: port)
        XCTAssertEqual(run.code, 0)
        XCTAssertTrue(run.output.contains(#"\#n  --text <string>         JSON key "text", required."#), run.output)
        XCTAssertTrue(run.output.contains(#"\#n  --replace [true|false]  JSON key "replace", optional."#), run.output)
        XCTAssertTrue(run.output.contains("\n  --json                  Print the agent's raw JSON answer"), run.output)
        XCTAssertTrue(run.output.contains("EXAMPLES:\n  hammer type-text "), run.output)
    }

    func test_helpUnknownCommand_isExitCode2WithDidYouMean() async {
        let run = await HammerRun.run(["help", "tpa"], port: port)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.error.contains("hint: did you mean: 'tap'?"), run.error)
    }

    func test_guide_isMarkdownWithTheWorkflowAndEveryCommand() async {
        let run = await HammerRun.run(["guide"], port: port)
        XCTAssertEqual(run.code, 0)
        XCTAssertTrue(run.output.hasPrefix("# Driving a running app with `hammer`"))
        XCTAssertTrue(run.output.contains("## Workflow") && run.output.contains("## Refs"))
        for name in await CatalogSource.builtIn().map(\.name) {
            XCTAssertTrue(run.output.contains("### `\(name)`"), name)
        }
    }

    func test_commandLine_rendersExamplesAsFlags() {
        XCTAssertEqual(HelpText.commandLine(for: "tap", example: #"{"identifier":"home.send"}"#), "hammer tap --identifier home.send")
        XCTAssertEqual(
            HelpText.commandLine(for: "describe", example: #"{"interactive":true,"depth":2}"#), "hammer describe --depth 2 --interactive"
        )
        XCTAssertEqual(HelpText.commandLine(for: "type-text", example: #"{"text":"it's"}"#), #"hammer type-text --text 'it'\''s'"#)
    }

    func test_unreachableApp_isExitCode3NamingThePortVariableAndTheApp() async {
        let run = await HammerRun.run(["describe"], port: port)
        XCTAssertEqual(run.code, 3)
        XCTAssertTrue(run.error.hasPrefix("error: cannot reach the app's agent on 127.0.0.1:\(port)"), run.error)
        XCTAssertTrue(run.error.contains("HAMMER_AGENT_PORT"), run.error)
        XCTAssertTrue(run.error.contains("swift run chaosbank --agent"), run.error)
    }

    func test_badArguments_areExitCode2BeforeAnyNetwork() async {
        let run = await HammerRun.run(["tap", "--x", "twelve"], port: port)
        XCTAssertEqual(run.code, 2)
        XCTAssertEqual(
            run.error,
            "error: --x needs a number, not 'twelve'\nhint: Run `hammer help <command>` for the flags, their types and examples.\n"
        )
    }

    func test_noCommand_isExitCode2() async {
        let run = await HammerRun.run([], port: port)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.error.contains("hint: Run `hammer --help` for the list."), run.error)
    }

    func test_badPortVariable_isExitCode2() async {
        let code = await HammerCommandLine.run(
            arguments: ["status"], environment: ["HAMMER_AGENT_PORT": "ninety"], stdin: { nil }, stdout: { _ in }, stderr: { _ in }
        )
        XCTAssertEqual(code, 2)
    }

    func test_endpoint_readsPortAndTokenFromTheEnvironment() throws {
        XCTAssertEqual(try AgentEndpoint(environment: [:]), AgentEndpoint(port: 9876, token: nil))
        XCTAssertEqual(
            try AgentEndpoint(environment: ["HAMMER_AGENT_PORT": "4000", "HAMMER_AGENT_TOKEN": "t"]), AgentEndpoint(port: 4000, token: "t")
        )
        XCTAssertThrowsError(try AgentEndpoint(environment: ["HAMMER_AGENT_PORT": "70000"]))
    }
}
